import { patientPrice } from '@app/domain/doctors'
import { emptyWeekPlan, scheduleSchema, type DayKey, type ScheduleInput } from '@app/domain/schedules'
import { hash } from '@node-rs/argon2'
import { deflateSync } from 'node:zlib'
import type { Storage } from '#api/adapters/storage'
import type { Database } from '../database'

/**
 * Demo doctors (issue 3): verified doctors across specialties, titles, genders, price bands and languages, with
 * weekly schedules, some clinics in Cairo, Giza and Alexandria and some home visits; one unverified and one
 * testing doctor; and the demo doctor of `demoAccounts` made complete. Each signs in with 0101000xxxx and
 * 'Doctor123'. Idempotent: a doctor whose phone exists is left as it is.
 */

type Level = 'elementary' | 'intermediate' | 'advanced' | 'fluent' | 'native'
type Title = 'consultant' | 'specialist' | 'practitioner'

interface DoctorSeed {
  nameAr: string
  nameEn: string
  gender: 'male' | 'female'
  specialty: string
  title: Title
  years: number
  /** The doctor's video price in EGP; the patient pays patientPrice of it. */
  video: number
  rating: number | null
  ratings: number
  languages: [string, Level][]
  schedule: keyof typeof weeklyTemplates
  clinic?: { area: string; price: number; address: string; latitude: number; longitude: number }
  home?: { price: number; areas: string[] }
  verified?: boolean
  testing?: boolean
}

const days = (keys: DayKey[], ranges: [string, string][]) =>
  Object.fromEntries(
    keys.map((k) => [k, { checked: true, ranges: ranges.map(([start, end]) => ({ start, end })) }]),
  )

const weekdays: DayKey[] = ['sa', 'su', 'mo', 'tu', 'we', 'th']
const everyDay: DayKey[] = [...weekdays, 'fr']

/** Weekly schedules of different days, hours and timeslots (SPEC 2.8, 3.4). */
const weeklyTemplates = {
  mornings: { timeslotMinutes: 15, days: days(weekdays, [['09:00', '13:00']]) },
  evenings: { timeslotMinutes: 20, days: days(['su', 'tu', 'th'], [['17:00', '21:00']]) },
  split: {
    timeslotMinutes: 30,
    days: days(everyDay, [
      ['10:00', '14:00'],
      ['18:00', '22:00'],
    ]),
  },
  midweek: {
    timeslotMinutes: 15,
    days: { ...days(['mo', 'we'], [['12:00', '16:00']]), ...days(['fr'], [['10:00', '12:00']]) },
  },
  nights: { timeslotMinutes: 10, days: days(['sa', 'mo', 'we'], [['20:00', '00:00']]) },
  allDay: { timeslotMinutes: 60, days: days(everyDay, [['08:00', '00:00']]) },
  weekend: { timeslotMinutes: 45, days: days(['fr', 'sa'], [['11:00', '17:00']]) },
} as const

const ar = (level: Level): [string, Level] => ['ar', level]
const en = (level: Level): [string, Level] => ['en', level]
const fr = (level: Level): [string, Level] => ['fr', level]

const doctors: DoctorSeed[] = [
  // Primary care (video at most 60 EGP, SPEC 9)
  {
    nameAr: 'د. أحمد مصطفى',
    nameEn: 'Dr. Ahmed Mostafa',
    gender: 'male',
    specialty: 'general-practice',
    title: 'practitioner',
    years: 4,
    video: 25,
    rating: 4.6,
    ratings: 120,
    languages: [ar('native'), en('advanced')],
    schedule: 'allDay',
    home: { price: 60, areas: ['Nasr City', 'Heliopolis'] },
  },
  {
    nameAr: 'د. فاطمة الزهراء علي',
    nameEn: 'Dr. Fatma Elzahraa Ali',
    gender: 'female',
    specialty: 'general-practice',
    title: 'specialist',
    years: 9,
    video: 40,
    rating: 4.8,
    ratings: 86,
    languages: [ar('native'), en('fluent')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. إسلام عبد الرحمن',
    nameEn: 'Dr. Eslam Abdelrahman',
    gender: 'male',
    specialty: 'general-practice',
    title: 'practitioner',
    years: 2,
    video: 15,
    rating: 3.9,
    ratings: 14,
    languages: [ar('native'), en('intermediate')],
    schedule: 'nights',
  },
  {
    nameAr: 'د. آية محمود',
    nameEn: 'Dr. Aya Mahmoud',
    gender: 'female',
    specialty: 'general-practice',
    title: 'consultant',
    years: 15,
    video: 60,
    rating: 4.9,
    ratings: 240,
    languages: [ar('native'), en('fluent'), fr('intermediate')],
    schedule: 'split',
    home: { price: 55, areas: ['Dokki', 'Mohandessin'] },
  },
  {
    nameAr: 'د. مؤمن خليل',
    nameEn: 'Dr. Moamen Khalil',
    gender: 'male',
    specialty: 'general-practice',
    title: 'specialist',
    years: 6,
    video: 30,
    rating: null,
    ratings: 0,
    languages: [ar('native')],
    schedule: 'weekend',
  },
  // Specialists
  {
    nameAr: 'د. مصطفى كامل',
    nameEn: 'Dr. Mostafa Kamel',
    gender: 'male',
    specialty: 'internal-medicine',
    title: 'consultant',
    years: 22,
    video: 250,
    rating: 4.7,
    ratings: 310,
    languages: [ar('native'), en('fluent')],
    schedule: 'evenings',
    clinic: {
      area: 'Heliopolis',
      price: 300,
      address: '15 شارع الميرغني',
      latitude: 30.0911,
      longitude: 31.3225,
    },
    home: { price: 400, areas: ['Heliopolis', 'Nasr City', 'Sheraton'] },
  },
  {
    nameAr: 'د. مريم حسن',
    nameEn: 'Dr. Mariam Hassan',
    gender: 'female',
    specialty: 'internal-medicine',
    title: 'specialist',
    years: 8,
    video: 80,
    rating: 4.3,
    ratings: 52,
    languages: [ar('native'), en('advanced')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. يوسف إبراهيم',
    nameEn: 'Dr. Youssef Ibrahim',
    gender: 'male',
    specialty: 'pediatrics',
    title: 'consultant',
    years: 18,
    video: 200,
    rating: 4.9,
    ratings: 402,
    languages: [ar('native'), en('fluent'), fr('advanced')],
    schedule: 'split',
    clinic: {
      area: 'Maadi',
      price: 250,
      address: '9 شارع 9، المعادي',
      latitude: 29.9602,
      longitude: 31.2569,
    },
    home: { price: 350, areas: ['Maadi', 'Zamalek'] },
  },
  {
    nameAr: 'د. نورهان سامي',
    nameEn: 'Dr. Nourhan Samy',
    gender: 'female',
    specialty: 'pediatrics',
    title: 'specialist',
    years: 7,
    video: 90,
    rating: 4.5,
    ratings: 77,
    languages: [ar('native'), en('advanced')],
    schedule: 'evenings',
    clinic: {
      area: 'Dokki',
      price: 120,
      address: '22 شارع التحرير، الدقي',
      latitude: 30.0385,
      longitude: 31.2123,
    },
  },
  {
    nameAr: 'د. عمرو الشريف',
    nameEn: 'Dr. Amr Elsherif',
    gender: 'male',
    specialty: 'pediatrics',
    title: 'practitioner',
    years: 3,
    video: 28,
    rating: 3.7,
    ratings: 9,
    languages: [ar('native'), en('elementary')],
    schedule: 'midweek',
  },
  {
    nameAr: 'د. هبة الله عادل',
    nameEn: 'Dr. Hebatallah Adel',
    gender: 'female',
    specialty: 'obstetrics-gynecology',
    title: 'consultant',
    years: 20,
    video: 300,
    rating: 4.8,
    ratings: 198,
    languages: [ar('native'), en('fluent')],
    schedule: 'mornings',
    clinic: {
      area: 'Mohandessin',
      price: 400,
      address: '40 شارع جامعة الدول العربية',
      latitude: 30.0561,
      longitude: 31.2003,
    },
  },
  {
    nameAr: 'د. سلمى رأفت',
    nameEn: 'Dr. Salma Raafat',
    gender: 'female',
    specialty: 'obstetrics-gynecology',
    title: 'specialist',
    years: 10,
    video: 120,
    rating: 4.4,
    ratings: 61,
    languages: [ar('native'), en('advanced'), fr('elementary')],
    schedule: 'split',
  },
  {
    nameAr: 'د. كريم حسني',
    nameEn: 'Dr. Karim Hosny',
    gender: 'male',
    specialty: 'dermatology',
    title: 'specialist',
    years: 11,
    video: 150,
    rating: 4.6,
    ratings: 133,
    languages: [ar('native'), en('fluent')],
    schedule: 'nights',
    clinic: {
      area: 'Smouha',
      price: 200,
      address: '12 شارع فوزي معاذ، سموحة',
      latitude: 31.2156,
      longitude: 29.9553,
    },
  },
  {
    nameAr: 'د. دينا فتحي',
    nameEn: 'Dr. Dina Fathy',
    gender: 'female',
    specialty: 'dermatology',
    title: 'practitioner',
    years: 4,
    video: 45,
    rating: 4.0,
    ratings: 21,
    languages: [ar('native'), en('intermediate')],
    schedule: 'weekend',
  },
  {
    nameAr: 'د. طارق عبد العزيز',
    nameEn: 'Dr. Tarek Abdelaziz',
    gender: 'male',
    specialty: 'cardiology',
    title: 'consultant',
    years: 25,
    video: 400,
    rating: 5.0,
    ratings: 512,
    languages: [ar('native'), en('fluent'), fr('fluent')],
    schedule: 'evenings',
    clinic: {
      area: 'Zamalek',
      price: 600,
      address: '5 شارع حسن صبري، الزمالك',
      latitude: 30.0616,
      longitude: 31.2194,
    },
  },
  {
    nameAr: 'د. إيمان عبد الحميد',
    nameEn: 'Dr. Eman Abdelhamid',
    gender: 'female',
    specialty: 'cardiology',
    title: 'specialist',
    years: 12,
    video: 180,
    rating: 4.5,
    ratings: 88,
    languages: [ar('native'), en('advanced')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. هشام فؤاد',
    nameEn: 'Dr. Hesham Fouad',
    gender: 'male',
    specialty: 'orthopedics',
    title: 'consultant',
    years: 19,
    video: 220,
    rating: 4.2,
    ratings: 144,
    languages: [ar('native'), en('fluent')],
    schedule: 'split',
    clinic: {
      area: 'Sheikh Zayed',
      price: 350,
      address: 'أركان بلازا، الشيخ زايد',
      latitude: 30.0197,
      longitude: 30.9767,
    },
  },
  {
    nameAr: 'د. رحمة أشرف',
    nameEn: 'Dr. Rahma Ashraf',
    gender: 'female',
    specialty: 'orthopedics',
    title: 'practitioner',
    years: 3,
    video: 50,
    rating: 3.8,
    ratings: 12,
    languages: [ar('native'), en('intermediate')],
    schedule: 'midweek',
  },
  {
    nameAr: 'د. أيمن رضا',
    nameEn: 'Dr. Ayman Reda',
    gender: 'male',
    specialty: 'ent',
    title: 'specialist',
    years: 9,
    video: 100,
    rating: 4.1,
    ratings: 40,
    languages: [ar('native'), en('advanced')],
    schedule: 'evenings',
    clinic: {
      area: 'Miami',
      price: 150,
      address: '300 طريق الجيش، ميامي',
      latitude: 31.2686,
      longitude: 30.0019,
    },
  },
  {
    nameAr: 'د. شيماء صلاح',
    nameEn: 'Dr. Shaimaa Salah',
    gender: 'female',
    specialty: 'ophthalmology',
    title: 'consultant',
    years: 16,
    video: 260,
    rating: 4.7,
    ratings: 166,
    languages: [ar('native'), en('fluent')],
    schedule: 'mornings',
    clinic: {
      area: 'Nasr City',
      price: 300,
      address: '7 شارع عباس العقاد، مدينة نصر',
      latitude: 30.0566,
      longitude: 31.3302,
    },
  },
  {
    nameAr: 'د. شريف النجار',
    nameEn: 'Dr. Sherif Elnaggar',
    gender: 'male',
    specialty: 'psychiatry',
    title: 'consultant',
    years: 21,
    video: 350,
    rating: 4.9,
    ratings: 275,
    languages: [ar('native'), en('fluent'), fr('advanced')],
    schedule: 'nights',
  },
  {
    nameAr: 'د. منة الله طارق',
    nameEn: 'Dr. Menatallah Tarek',
    gender: 'female',
    specialty: 'psychology',
    title: 'specialist',
    years: 6,
    video: 140,
    rating: 4.6,
    ratings: 95,
    languages: [ar('native'), en('fluent')],
    schedule: 'evenings',
  },
  {
    nameAr: 'د. وائل منير',
    nameEn: 'Dr. Wael Mounir',
    gender: 'male',
    specialty: 'neurology',
    title: 'consultant',
    years: 17,
    video: 280,
    rating: 4.4,
    ratings: 120,
    languages: [ar('native'), en('advanced')],
    schedule: 'split',
    clinic: { area: 'Haram', price: 250, address: '120 شارع الهرم', latitude: 29.9979, longitude: 31.1743 },
  },
  {
    nameAr: 'د. ياسمين ممدوح',
    nameEn: 'Dr. Yasmin Mamdouh',
    gender: 'female',
    specialty: 'neurology',
    title: 'practitioner',
    years: 2,
    video: 35,
    rating: 3.6,
    ratings: 7,
    languages: [ar('native'), en('intermediate')],
    schedule: 'weekend',
  },
  {
    nameAr: 'د. حسام الدين عاطف',
    nameEn: 'Dr. Hossam Eldin Atef',
    gender: 'male',
    specialty: 'urology',
    title: 'specialist',
    years: 13,
    video: 160,
    rating: 4.3,
    ratings: 58,
    languages: [ar('native'), en('advanced')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. نهى الشاذلي',
    nameEn: 'Dr. Noha Elshazly',
    gender: 'female',
    specialty: 'endocrinology-diabetes',
    title: 'consultant',
    years: 23,
    video: 240,
    rating: 4.8,
    ratings: 204,
    languages: [ar('native'), en('fluent')],
    schedule: 'midweek',
    clinic: {
      area: 'Sidi Gaber',
      price: 280,
      address: '45 شارع أبو قير، سيدي جابر',
      latitude: 31.2189,
      longitude: 29.9421,
    },
  },
  {
    nameAr: 'د. عمر فاروق',
    nameEn: 'Dr. Omar Farouk',
    gender: 'male',
    specialty: 'gastroenterology-hepatology',
    title: 'specialist',
    years: 10,
    video: 130,
    rating: 4.2,
    ratings: 47,
    languages: [ar('native'), en('advanced')],
    schedule: 'evenings',
  },
  {
    nameAr: 'د. أسماء إسماعيل',
    nameEn: 'Dr. Asmaa Ismail',
    gender: 'female',
    specialty: 'chest-respiratory',
    title: 'specialist',
    years: 8,
    video: 110,
    rating: 4.0,
    ratings: 33,
    languages: [ar('native'), en('intermediate')],
    schedule: 'split',
  },
  {
    nameAr: 'د. إبراهيم سعد',
    nameEn: 'Dr. Ibrahim Saad',
    gender: 'male',
    specialty: 'nephrology',
    title: 'consultant',
    years: 20,
    video: 230,
    rating: 4.6,
    ratings: 91,
    languages: [ar('native'), en('fluent')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. سارة وجيه',
    nameEn: 'Dr. Sara Wagih',
    gender: 'female',
    specialty: 'rheumatology',
    title: 'practitioner',
    years: 4,
    video: 60,
    rating: 4.1,
    ratings: 18,
    languages: [ar('native'), en('advanced'), fr('intermediate')],
    schedule: 'nights',
  },
  {
    nameAr: 'د. علاء الدين ماهر',
    nameEn: 'Dr. Alaa Eldin Maher',
    gender: 'male',
    specialty: 'oncology',
    title: 'consultant',
    years: 26,
    video: 450,
    rating: 4.9,
    ratings: 188,
    languages: [ar('native'), en('fluent')],
    schedule: 'midweek',
  },
  {
    nameAr: 'د. رانيا مجدي',
    nameEn: 'Dr. Rania Magdy',
    gender: 'female',
    specialty: 'nutrition',
    title: 'specialist',
    years: 7,
    video: 70,
    rating: 4.4,
    ratings: 64,
    languages: [ar('native'), en('fluent')],
    schedule: 'weekend',
  },
  {
    nameAr: 'د. باسم يحيى',
    nameEn: 'Dr. Bassem Yehia',
    gender: 'male',
    specialty: 'geriatrics',
    title: 'specialist',
    years: 14,
    video: 110,
    rating: 4.5,
    ratings: 39,
    languages: [ar('native'), en('advanced')],
    schedule: 'mornings',
    home: { price: 250, areas: ['Nasr City', 'Maadi', 'Dokki'] },
  },
  {
    nameAr: 'د. هالة عزت',
    nameEn: 'Dr. Hala Ezzat',
    gender: 'female',
    specialty: 'physiotherapy',
    title: 'practitioner',
    years: 5,
    video: 40,
    rating: 4.2,
    ratings: 26,
    languages: [ar('native'), en('intermediate')],
    schedule: 'split',
    home: { price: 200, areas: ['Mohandessin', 'Agouza', 'Dokki'] },
  },
  {
    nameAr: 'د. سامح جمال',
    nameEn: 'Dr. Sameh Gamal',
    gender: 'male',
    specialty: 'general-surgery',
    title: 'consultant',
    years: 24,
    video: 320,
    rating: 4.3,
    ratings: 75,
    languages: [ar('native'), en('fluent')],
    schedule: 'evenings',
    clinic: {
      area: 'Downtown',
      price: 400,
      address: '18 شارع قصر النيل، وسط البلد',
      latitude: 30.0478,
      longitude: 31.2394,
    },
  },
  {
    nameAr: 'د. ريهام عبد الفتاح',
    nameEn: 'Dr. Reham Abdelfattah',
    gender: 'female',
    specialty: 'plastic-surgery',
    title: 'specialist',
    years: 11,
    video: 190,
    rating: 4.7,
    ratings: 102,
    languages: [ar('native'), en('fluent'), fr('advanced')],
    schedule: 'midweek',
  },
  {
    nameAr: 'د. خالد عبد الله',
    nameEn: 'Dr. Khaled Abdallah',
    gender: 'male',
    specialty: 'andrology-infertility',
    title: 'specialist',
    years: 9,
    video: 140,
    rating: 3.5,
    ratings: 30,
    languages: [ar('native'), en('advanced')],
    schedule: 'nights',
  },
  {
    nameAr: 'د. عائشة المصري',
    nameEn: 'Dr. Aisha Elmasry',
    gender: 'female',
    specialty: 'allergy-immunology',
    title: 'consultant',
    years: 18,
    video: 210,
    rating: 4.6,
    ratings: 70,
    languages: [ar('native'), en('fluent')],
    schedule: 'mornings',
  },
  {
    nameAr: 'د. رامي أسامة',
    nameEn: 'Dr. Ramy Osama',
    gender: 'male',
    specialty: 'pain-management',
    title: 'practitioner',
    years: 5,
    video: 55,
    rating: 4.0,
    ratings: 15,
    languages: [ar('native'), en('intermediate')],
    schedule: 'weekend',
  },
  {
    nameAr: 'د. أمل زكي',
    nameEn: 'Dr. Amal Zaki',
    gender: 'female',
    specialty: 'hematology',
    title: 'specialist',
    years: 12,
    video: 170,
    rating: 4.5,
    ratings: 44,
    languages: [ar('native'), en('advanced')],
    schedule: 'evenings',
  },
  {
    nameAr: 'د. محمود السيد',
    nameEn: 'Dr. Mahmoud Elsayed',
    gender: 'male',
    specialty: 'internal-medicine',
    title: 'practitioner',
    years: 3,
    video: 30,
    rating: 3.8,
    ratings: 11,
    languages: [ar('native'), en('elementary')],
    schedule: 'split',
    home: { price: 150, areas: ['Shubra', 'Downtown'] },
  },
  {
    nameAr: 'د. نادية الشربيني',
    nameEn: 'Dr. Nadia Elsherbiny',
    gender: 'female',
    specialty: 'pediatrics',
    title: 'consultant',
    years: 27,
    video: 330,
    rating: 4.8,
    ratings: 260,
    languages: [ar('native'), en('fluent'), fr('fluent')],
    schedule: 'mornings',
    clinic: {
      area: 'Sporting',
      price: 350,
      address: '8 شارع بورسعيد، سبورتنج',
      latitude: 31.2104,
      longitude: 29.9327,
    },
  },
  // Waiting for the admins: not listed anywhere.
  {
    nameAr: 'د. حازم الدسوقي',
    nameEn: 'Dr. Hazem Eldesouky',
    gender: 'male',
    specialty: 'cardiology',
    title: 'specialist',
    years: 6,
    video: 90,
    rating: null,
    ratings: 0,
    languages: [ar('native'), en('advanced')],
    schedule: 'mornings',
    verified: false,
  },
  // A testing doctor: listed only to testing users (SPEC 6).
  {
    nameAr: 'د. تجربة النظام',
    nameEn: 'Dr. System Test',
    gender: 'female',
    specialty: 'general-practice',
    title: 'practitioner',
    years: 1,
    video: 10,
    rating: null,
    ratings: 0,
    languages: [ar('native'), en('fluent')],
    schedule: 'allDay',
    testing: true,
  },
  // Two more waiting for the admins (issue 10 §1: the review queue is never a single row in a demo).
  {
    nameAr: 'د. نادين فؤاد',
    nameEn: 'Dr. Nadine Fouad',
    gender: 'female',
    specialty: 'dermatology',
    title: 'specialist',
    years: 5,
    video: 120,
    rating: null,
    ratings: 0,
    languages: [ar('native'), en('fluent')],
    schedule: 'evenings',
    verified: false,
  },
  {
    nameAr: 'د. كريم الشاذلي',
    nameEn: 'Dr. Karim Elshazly',
    gender: 'male',
    specialty: 'pediatrics',
    title: 'practitioner',
    years: 3,
    video: 80,
    rating: null,
    ratings: 0,
    languages: [ar('native'), en('intermediate')],
    schedule: 'mornings',
    verified: false,
  },
]

const aboutAr = (seed: DoctorSeed) =>
  `طبيب ${seed.title === 'consultant' ? 'استشاري' : seed.title === 'specialist' ? 'أخصائي' : 'ممارس'} بخبرة ${seed.years} سنوات، يستقبل الاستشارات عبر الفيديو.`
const aboutEn = (seed: DoctorSeed) =>
  `A ${seed.title} with ${seed.years} years of experience, seeing patients by video.`

function scheduleOf(template: keyof typeof weeklyTemplates): ScheduleInput {
  const { timeslotMinutes, days: planned } = weeklyTemplates[template]
  return { timeslotMinutes, defaultWeek: { ...emptyWeekPlan(), ...planned } } as ScheduleInput
}

const piastres = (pounds: number) => pounds * 100

export const demoDoctorPhone = (index: number) => `0101000${String(index + 1).padStart(4, '0')}`

export async function seedDoctors(db: Database, storage?: Storage): Promise<void> {
  const specialties = new Map(
    (await db.selectFrom('specialties').select(['id', 'key']).execute()).map((s) => [s.key, s.id]),
  )
  const areas = new Map(
    (await db.selectFrom('areas').select(['id', 'governorateId', 'nameEn']).execute()).map((a) => [
      a.nameEn,
      a,
    ]),
  )
  const area = (name: string) => {
    const found = areas.get(name)
    if (!found) throw new Error(`demo doctors: unknown area ${name}`)
    return found
  }
  const phones = doctors.map((_, i) => demoDoctorPhone(i))
  const existing = new Set(
    (await db.selectFrom('users').select('phone').where('phone', 'in', phones).execute()).map((u) => u.phone),
  )
  const missing = doctors
    .map((seed, i) => ({ seed, phone: phones[i] as string }))
    .filter((d) => !existing.has(d.phone))
  // One hash for every demo doctor: argon2 is slow on purpose, and they share the password.
  const passwordHash = missing.length ? await demoPasswordHash() : ''

  const inserted: string[] = []
  await db.transaction().execute(async (trx) => {
    for (const { seed, phone } of missing) {
      const specialtyId = specialties.get(seed.specialty)
      if (!specialtyId) throw new Error(`demo doctors: unknown specialty ${seed.specialty}`)
      const user = await trx
        .insertInto('users')
        .values({ phone, passwordHash, primaryRole: 'doctor', testing: seed.testing ?? false })
        .returning('id')
        .executeTakeFirstOrThrow()
      const clinicArea = seed.clinic && area(seed.clinic.area)
      const homeAreas = seed.home?.areas.map((name) => area(name).id) ?? []
      const verified = seed.verified ?? true
      await trx
        .insertInto('doctors')
        .values({
          userId: user.id,
          nameAr: seed.nameAr,
          nameEn: seed.nameEn,
          gender: seed.gender,
          birthday: `${2026 - 26 - seed.years}-0${(seed.years % 9) + 1}-1${seed.years % 10}`,
          email: null,
          phoneNumber: phone,
          specialtyId,
          medTitle: seed.title,
          verified,
          testing: seed.testing ?? false,
          aboutAr: aboutAr(seed),
          aboutEn: aboutEn(seed),
          yearsOfExperience: seed.years,
          medicalDegree: seed.title === 'practitioner' ? 'بكالوريوس الطب والجراحة' : 'ماجستير ودكتوراه',
          certificates: JSON.stringify(certificatesOf(seed.title)),
          licenceNumber: `EMS-${100000 + phones.indexOf(phone)}`,
          ...dataOf(phones.indexOf(phone)),
          languages: JSON.stringify(seed.languages.map(([code, level]) => ({ code, level }))),
          rating: seed.rating,
          ratingCount: seed.ratings,
          submittedAt: new Date('2026-11-01T10:00:00Z'),
          videoActive: true,
          videoPrice: piastres(seed.video),
          videoPatientPrice: patientPrice(piastres(seed.video)).total,
          ...(seed.clinic && clinicArea
            ? {
                clinicActive: true,
                clinicPrice: piastres(seed.clinic.price),
                clinicPatientPrice: patientPrice(piastres(seed.clinic.price)).total,
                clinicGovernorateId: clinicArea.governorateId,
                clinicAreaId: clinicArea.id,
                clinicAddress: seed.clinic.address,
                clinicPhones: JSON.stringify([`02${phone.slice(-8)}`]),
                clinicLatitude: seed.clinic.latitude,
                clinicLongitude: seed.clinic.longitude,
              }
            : {}),
          ...(seed.home
            ? {
                homeActive: true,
                homePrice: piastres(seed.home.price),
                homePatientPrice: patientPrice(piastres(seed.home.price)).total,
                homeAreaIds: homeAreas,
              }
            : {}),
          // As an admin import would: the profile was reviewed complete (its photo and document follow).
          regCompleteness: JSON.stringify({
            tabStart: 4,
            practiceVideo: 4,
            ...(seed.clinic ? { practiceClinic: 4 } : {}),
            ...(seed.home ? { practiceHome: 4 } : {}),
          }),
        })
        .execute()
      await insertSchedule(trx, user.id, scheduleOf(seed.schedule))
      inserted.push(user.id)
    }
  })
  // Their photo and specialty document, so the completeness stored above is what a save recomputes.
  if (storage)
    for (const [index, doctorId] of inserted.entries())
      await storeDoctorFiles(db, storage, doctorId, avatarColours[index % avatarColours.length] ?? teal)
  await completeDemoDoctor(db, storage)
}

let cachedHash: string | undefined
async function demoPasswordHash() {
  cachedHash ??= await hash('Doctor123')
  return cachedHash
}

async function insertSchedule(db: Database, doctorId: string, input: ScheduleInput) {
  const schedule = scheduleSchema.parse(input)
  await db
    .insertInto('schedules')
    .values({
      doctorId,
      timeslotMinutes: schedule.timeslotMinutes,
      defaultWeek: JSON.stringify(schedule.defaultWeek),
      weeks: JSON.stringify(schedule.weeks),
      days: JSON.stringify(schedule.days),
    })
    .onConflict((oc) => oc.column('doctorId').doNothing())
    .execute()
}

type Rgb = [number, number, number]
const teal: Rgb = [0, 105, 92]
/** Dark enough for a white figure to pass WCAG AA on them. */
const avatarColours: Rgb[] = [
  teal,
  [21, 101, 192],
  [106, 27, 154],
  [173, 20, 87],
  [46, 125, 50],
  [78, 52, 46],
]

/**
 * A seeded doctor's photo: a plain person figure (head and shoulders) in white on a colour, as a PNG, so the start
 * tab is complete without a real upload and cards do not show a flat square.
 */
function avatarPng(size: number, [r, g, b]: Rgb): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const check = Buffer.alloc(4)
    check.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, check])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const centre = size / 2
  const isFigure = (x: number, y: number) => {
    const head = (x - centre) ** 2 + (y - size * 0.38) ** 2 <= (size * 0.17) ** 2
    const shoulders = ((x - centre) / (size * 0.34)) ** 2 + ((y - size * 1.02) / (size * 0.4)) ** 2 <= 1
    return head || shoulders
  }
  const rows = Array.from({ length: size }, (_, y) => {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++)
      row.set(isFigure(x + 0.5, y + 0.5) ? [255, 255, 255] : [r, g, b], 1 + x * 3)
    return row
  })
  const pixels = deflateSync(Buffer.concat(rows))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const demoCertificatePdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
)

/**
 * Stores a seeded doctor's photo and specialty document through the storage interface, so the editor's
 * recomputed completeness stays at 4 after a save (the start tab wants a photo, the video practice a document).
 */
async function storeDoctorFiles(db: Database, storage: Storage, doctorId: string, colour: Rgb) {
  const files = [
    { purpose: 'avatar', contentType: 'image/png', body: avatarPng(96, colour), name: 'photo.png' },
    {
      purpose: 'doctorDocument',
      contentType: 'application/pdf',
      body: demoCertificatePdf,
      name: 'licence.pdf',
    },
  ] as const
  for (const file of files) {
    const storageKey = `${doctorId}/${file.purpose}/demo-${file.name}`
    await storage.put(storageKey, file.body, file.contentType)
    const row = await db
      .insertInto('files')
      .values({
        ownerUserId: doctorId,
        purpose: file.purpose,
        contentType: file.contentType,
        sizeBytes: file.body.length,
        storageKey,
      })
      .onConflict((oc) => oc.column('storageKey').doUpdateSet({ sizeBytes: file.body.length }))
      .returning('id')
      .executeTakeFirstOrThrow()
    if (file.purpose === 'avatar') {
      await db.updateTable('doctors').set({ photoFileId: row.id }).where('userId', '=', doctorId).execute()
    } else {
      await db
        .insertInto('doctorDocuments')
        .values({ fileId: row.id, doctorId, contentType: file.contentType })
        .onConflict((oc) => oc.column('fileId').doNothing())
        .execute()
    }
  }
}

/** SPEC 3.1 certificates with their SPEC 3.7 category and type (ADR 0050). */
function certificatesOf(title: Title) {
  const syndicate = {
    name: 'عضوية نقابة أطباء مصر',
    nameEn: 'Egyptian Medical Syndicate membership',
    category: 'membership',
    type: 'syndicate',
  }
  return title === 'practitioner'
    ? [{ name: 'بكالوريوس الطب والجراحة', nameEn: 'MBBCh', category: 'academic', type: 'mbbch' }, syndicate]
    : [
        {
          name: 'ماجستير في التخصص',
          nameEn: "Master's in the specialty",
          category: 'academic',
          type: 'master',
        },
        syndicate,
      ]
}

const insurers = [
  { insuranceCategory: 'privateInsurer', insuranceName: 'AXA مصر' },
  { insuranceCategory: 'medicalManagement', insuranceName: 'GlobeMed Egypt' },
  { insuranceCategory: 'privateInsurer', insuranceName: 'MetLife' },
  { insuranceCategory: 'syndicate', insuranceName: 'مشروع علاج نقابة المهندسين' },
]

/** SPEC 3.1 countries of practice and insurance: every doctor in Egypt, some also in Saudi Arabia or the UAE. */
function dataOf(index: number) {
  const countries = index % 5 === 1 ? ['EG', 'SA'] : index % 7 === 2 ? ['EG', 'AE'] : ['EG']
  return { practiceCountries: countries, ...(index % 2 === 0 ? insurers[(index / 2) % insurers.length] : {}) }
}

/** The demo doctor of demoAccounts (01000000002): a complete profile, video practice and a schedule. */
async function completeDemoDoctor(db: Database, storage?: Storage) {
  const doctor = await db
    .selectFrom('doctors')
    .innerJoin('users', 'users.id', 'doctors.userId')
    .select(['doctors.userId', 'doctors.videoPrice'])
    .where('users.phone', '=', '01000000002')
    .executeTakeFirst()
  if (doctor && storage) {
    const hasPhoto = await db
      .selectFrom('doctors')
      .select('photoFileId')
      .where('userId', '=', doctor.userId)
      .executeTakeFirstOrThrow()
    if (!hasPhoto.photoFileId) await storeDoctorFiles(db, storage, doctor.userId, teal)
  }
  if (!doctor || doctor.videoPrice !== null) return
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('doctors')
      .set({
        aboutAr: 'استشاري طب الأسرة، أتابع الأمراض المزمنة وأقدم الاستشارات عبر الفيديو.',
        aboutEn: 'Family medicine consultant following chronic conditions, seeing patients by video.',
        yearsOfExperience: 18,
        medicalDegree: 'دكتوراه طب الأسرة',
        certificates: JSON.stringify([
          {
            name: 'زمالة طب الأسرة',
            nameEn: 'Fellowship in family medicine',
            category: 'fellowship',
            type: 'egyptianFellowship',
          },
          ...certificatesOf('consultant').slice(1),
        ]),
        licenceNumber: 'EMS-100000',
        practiceCountries: ['EG', 'SA'],
        insuranceCategory: 'privateInsurer',
        insuranceName: 'AXA مصر',
        languages: JSON.stringify([
          { code: 'ar', level: 'native' },
          { code: 'en', level: 'fluent' },
        ]),
        rating: 4.7,
        ratingCount: 64,
        submittedAt: new Date('2026-11-01T10:00:00Z'),
        // Primary care: at most 60 EGP (SPEC 9).
        videoActive: true,
        videoPrice: piastres(50),
        videoPatientPrice: patientPrice(piastres(50)).total,
        regCompleteness: JSON.stringify({ tabStart: 4, practiceVideo: 4 }),
      })
      .where('userId', '=', doctor.userId)
      .execute()
    await insertSchedule(trx, doctor.userId, scheduleOf('allDay'))
  })
}
