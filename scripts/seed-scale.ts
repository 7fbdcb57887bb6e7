/**
 * `npm run seed:scale`: 100,000 doctors with weekly schedules and 1,000,000 bookings in the configured database
 * (DATABASE_URL, or the embedded one under DATA_DIR), written set-based (insert … select from generate_series),
 * so it takes minutes. Idempotent: what is already there is kept. `npm run bench` calls `seedAtScale` too.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { patientPrice } from '@app/domain/doctors'
import { emptyWeekPlan, scheduleSchema, type DayKey } from '@app/domain/schedules'
import { hash } from '@node-rs/argon2'
import { sql, type RawBuilder } from 'kysely'
import { loadConfig } from '../apps/api/src/config'
import { connectDatabase } from '../apps/api/src/db/connect'
import type { Database } from '../apps/api/src/db/database'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { seedCatalog } from '../apps/api/src/db/seed/seed'

export const scaleDoctors = 100_000
export const scaleBookings = 1_000_000
const scalePatients = 10_000
/** Scale doctors have phones 0150xxxxxxx and scale patients 0151xxxxxxx; the demo's 010… are untouched. */
const doctorPhonePrefix = '0150'
const patientPhonePrefix = '0151'

const maleFirst = [
  'أحمد',
  'محمد',
  'محمود',
  'مصطفى',
  'إسلام',
  'عمرو',
  'كريم',
  'طارق',
  'يوسف',
  'هشام',
  'أيمن',
  'شريف',
  'وائل',
  'حسام',
  'عمر',
  'إبراهيم',
  'مؤمن',
  'علاء',
  'باسم',
  'سامح',
  'خالد',
  'رامي',
  'حازم',
  'تامر',
  'ياسر',
  'عادل',
  'أسامة',
  'حسن',
  'حسين',
  'علي',
  'إيهاب',
  'أشرف',
  'هاني',
  'ماجد',
  'نبيل',
  'سامي',
  'فادي',
  'زياد',
  'مازن',
  'أنس',
]
const maleFirstEn = [
  'Ahmed',
  'Mohamed',
  'Mahmoud',
  'Mostafa',
  'Eslam',
  'Amr',
  'Karim',
  'Tarek',
  'Youssef',
  'Hesham',
  'Ayman',
  'Sherif',
  'Wael',
  'Hossam',
  'Omar',
  'Ibrahim',
  'Moamen',
  'Alaa',
  'Bassem',
  'Sameh',
  'Khaled',
  'Ramy',
  'Hazem',
  'Tamer',
  'Yasser',
  'Adel',
  'Osama',
  'Hassan',
  'Hussein',
  'Ali',
  'Ehab',
  'Ashraf',
  'Hany',
  'Maged',
  'Nabil',
  'Samy',
  'Fady',
  'Ziad',
  'Mazen',
  'Anas',
]
const femaleFirst = [
  'فاطمة',
  'مريم',
  'نورهان',
  'آية',
  'هبة',
  'سلمى',
  'دينا',
  'إيمان',
  'رحمة',
  'شيماء',
  'منة',
  'ياسمين',
  'نهى',
  'أسماء',
  'سارة',
  'رانيا',
  'هالة',
  'ريهام',
  'عائشة',
  'أمل',
  'نادية',
  'إسراء',
  'آلاء',
  'مروة',
  'رضوى',
  'دعاء',
]
const femaleFirstEn = [
  'Fatma',
  'Mariam',
  'Nourhan',
  'Aya',
  'Heba',
  'Salma',
  'Dina',
  'Eman',
  'Rahma',
  'Shaimaa',
  'Menna',
  'Yasmin',
  'Noha',
  'Asmaa',
  'Sara',
  'Rania',
  'Hala',
  'Reham',
  'Aisha',
  'Amal',
  'Nadia',
  'Esraa',
  'Alaa',
  'Marwa',
  'Radwa',
  'Doaa',
]
const family = [
  'السيد',
  'عبد الرحمن',
  'كامل',
  'الشريف',
  'حسني',
  'عبد العزيز',
  'إبراهيم',
  'فؤاد',
  'رضا',
  'النجار',
  'منير',
  'عاطف',
  'فاروق',
  'سعد',
  'خليل',
  'ماهر',
  'يحيى',
  'جمال',
  'عبد الله',
  'أسامة',
  'الشاذلي',
  'إسماعيل',
  'وجيه',
  'مجدي',
  'عزت',
  'عبد الفتاح',
  'المصري',
  'زكي',
  'الشربيني',
  'الدسوقي',
  'البنا',
  'عيسى',
  'موسى',
  'قاسم',
  'رمضان',
  'شحاتة',
  'الجمال',
  'هلال',
  'بدوي',
  'الطحان',
]
const familyEn = [
  'Elsayed',
  'Abdelrahman',
  'Kamel',
  'Elsherif',
  'Hosny',
  'Abdelaziz',
  'Ibrahim',
  'Fouad',
  'Reda',
  'Elnaggar',
  'Mounir',
  'Atef',
  'Farouk',
  'Saad',
  'Khalil',
  'Maher',
  'Yehia',
  'Gamal',
  'Abdallah',
  'Osama',
  'Elshazly',
  'Ismail',
  'Wagih',
  'Magdy',
  'Ezzat',
  'Abdelfattah',
  'Elmasry',
  'Zaki',
  'Elsherbiny',
  'Eldesouky',
  'Elbanna',
  'Eissa',
  'Moussa',
  'Kassem',
  'Ramadan',
  'Shehata',
  'Elgammal',
  'Helal',
  'Badawy',
  'Eltahan',
]

/** Doctor prices in EGP: primary care at most 60 (SPEC 9), the others wider. */
const primaryCarePrices = [15, 20, 25, 30, 35, 40, 45, 50, 55, 60]
const specialistPrices = [40, 50, 60, 80, 100, 120, 150, 180, 200, 250, 300, 350, 400, 500]
const totals = (prices: number[]) => prices.map((p) => patientPrice(p * 100).total)

const languageTemplates = [
  [{ code: 'ar', level: 'native' }],
  [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'intermediate' },
  ],
  [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'advanced' },
  ],
  [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'fluent' },
  ],
  [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'fluent' },
    { code: 'fr', level: 'intermediate' },
  ],
  [
    { code: 'ar', level: 'native' },
    { code: 'en', level: 'elementary' },
    { code: 'fr', level: 'advanced' },
  ],
].map((template) => JSON.stringify(template))

function week(days: DayKey[], ranges: [string, string][]) {
  const plan = emptyWeekPlan()
  for (const day of days)
    plan[day] = { checked: true, ranges: ranges.map(([start, end]) => ({ start, end })) }
  return plan
}
const weekdays: DayKey[] = ['sa', 'su', 'mo', 'tu', 'we', 'th']
const scheduleTemplates = [
  { timeslotMinutes: 15, defaultWeek: week(weekdays, [['09:00', '13:00']]) },
  { timeslotMinutes: 20, defaultWeek: week(['su', 'tu', 'th'], [['17:00', '21:00']]) },
  {
    timeslotMinutes: 30,
    defaultWeek: week(
      [...weekdays, 'fr'],
      [
        ['10:00', '14:00'],
        ['18:00', '22:00'],
      ],
    ),
  },
  { timeslotMinutes: 15, defaultWeek: week(['mo', 'we', 'fr'], [['12:00', '16:00']]) },
  { timeslotMinutes: 10, defaultWeek: week(['sa', 'mo', 'we'], [['20:00', '00:00']]) },
  { timeslotMinutes: 60, defaultWeek: week([...weekdays, 'fr'], [['08:00', '00:00']]) },
].map((input) => {
  const schedule = scheduleSchema.parse(input)
  return { timeslot: schedule.timeslotMinutes, week: JSON.stringify(schedule.defaultWeek) }
})

async function count(db: Database, query: RawBuilder<{ n: string }>) {
  return Number((await query.execute(db)).rows[0]?.n ?? 0)
}

/** Seeds the scale data where it is missing; `log` tells what is done. */
export async function seedAtScale(db: Database, log: (line: string) => void = console.log): Promise<void> {
  const began = performance.now()
  const step = async (label: string, work: () => Promise<unknown>) => {
    const at = performance.now()
    await work()
    log(`${label}: ${((performance.now() - at) / 1000).toFixed(1)} s`)
  }
  const passwordHash = await hash('Doctor123')

  await step('users', () =>
    sql`
      insert into users (phone, password_hash, primary_role)
      select ${doctorPhonePrefix} || lpad(i::text, 7, '0'), ${passwordHash}, 'doctor'
      from generate_series(1, ${scaleDoctors}) as i
      union all
      select ${patientPhonePrefix} || lpad(i::text, 7, '0'), ${passwordHash}, 'patient'
      from generate_series(1, ${scalePatients}) as i
      on conflict (phone) do nothing
    `.execute(db),
  )

  await step('doctors', () =>
    sql`
      with
        specialty as (
          select array_agg(id order by id) as ids, array_agg(is_primary_care order by id) as primary_care,
            array_agg(enabled_clinic order by id) as clinic, array_agg(enabled_home order by id) as home
          from specialties where enabled_video
        ),
        place as (
          select array_agg(a.id order by a.id) as ids, array_agg(a.governorate_id order by a.id) as governorates
          from areas a join governorates g on g.id = a.governorate_id
          where g.code in ('EG-C', 'EG-GZ', 'EG-ALX')
        ),
        n as (
          select i, u.id as user_id, u.phone,
            -- A third of the doctors are women; names combine a first name, a father's name and a family name.
            (i % 3 = 0) as female,
            1 + (i % cardinality(specialty.ids)) as s,
            1 + ((i * 7) % cardinality(place.ids)) as p
          from generate_series(1, ${scaleDoctors}) as i
          join users u on u.phone = ${doctorPhonePrefix} || lpad(i::text, 7, '0')
          cross join specialty cross join place
        ),
        d as (
          select n.*, specialty.ids[s] as specialty_id, specialty.primary_care[s] as primary_care,
            specialty.clinic[s] and i % 3 = 1 as has_clinic, specialty.home[s] and i % 4 = 2 as has_home,
            case when specialty.primary_care[s]
              then 1 + i % ${primaryCarePrices.length} else 1 + (i * 13) % ${specialistPrices.length} end as price_index
          from n cross join specialty
        )
      insert into doctors (
        user_id, name_ar, name_en, gender, birthday, phone_number, specialty_id, med_title, verified, testing,
        years_of_experience, languages, rating, rating_count, submitted_at, reg_completeness,
        video_active, video_price, video_patient_price,
        clinic_active, clinic_price, clinic_patient_price, clinic_governorate_id, clinic_area_id, clinic_address,
        clinic_phones, home_active, home_price, home_patient_price, home_area_ids
      )
      select user_id,
        'د. ' || (case when female then (${femaleFirst}::text[])[1 + i % ${femaleFirst.length}]
                  else (${maleFirst}::text[])[1 + i % ${maleFirst.length}] end)
          || ' ' || (${maleFirst}::text[])[1 + (i / 7) % ${maleFirst.length}]
          || ' ' || (${family}::text[])[1 + (i / 11) % ${family.length}],
        'Dr. ' || (case when female then (${femaleFirstEn}::text[])[1 + i % ${femaleFirstEn.length}]
                  else (${maleFirstEn}::text[])[1 + i % ${maleFirstEn.length}] end)
          || ' ' || (${maleFirstEn}::text[])[1 + (i / 7) % ${maleFirstEn.length}]
          || ' ' || (${familyEn}::text[])[1 + (i / 11) % ${familyEn.length}],
        case when female then 'female' else 'male' end,
        date '1960-01-01' + (i % 12000),
        phone, specialty_id,
        (array['consultant', 'specialist', 'practitioner'])[1 + (i / 5) % 3],
        i % 37 <> 0, i % 997 = 0,
        (i * 17) % 36,
        (${languageTemplates}::jsonb[])[1 + (i / 3) % ${languageTemplates.length}],
        case when i % 10 = 0 then null else 3.5 + ((i * 7) % 16) / 10.0 end,
        case when i % 10 = 0 then 0 else (i * 31) % 400 end,
        now(), '{"tabStart": 4, "practiceVideo": 4}',
        i % 20 <> 0,
        100 * (case when primary_care then (${primaryCarePrices}::int[])[price_index]
               else (${specialistPrices}::int[])[price_index] end),
        case when primary_care then (${totals(primaryCarePrices)}::int[])[price_index]
             else (${totals(specialistPrices)}::int[])[price_index] end,
        has_clinic,
        case when has_clinic then 100 * (${specialistPrices}::int[])[1 + (i * 5) % ${specialistPrices.length}] end,
        case when has_clinic then (${totals(specialistPrices)}::int[])[1 + (i * 5) % ${specialistPrices.length}] end,
        case when has_clinic then (select governorates[p] from place) end,
        case when has_clinic then (select ids[p] from place) end,
        case when has_clinic then (10 + i % 90)::text || ' شارع التحرير' end,
        case when has_clinic then jsonb_build_array('02' || lpad((i % 100000000)::text, 8, '0')) else '[]' end,
        has_home,
        case when has_home then 100 * (${specialistPrices}::int[])[1 + (i * 3) % ${specialistPrices.length}] end,
        case when has_home then (${totals(specialistPrices)}::int[])[1 + (i * 3) % ${specialistPrices.length}] end,
        case when has_home then array[(select ids[p] from place), (select ids[1 + p % cardinality(ids)] from place)]
          else '{}' end
      from d
      on conflict (user_id) do nothing
    `.execute(db),
  )

  await step('schedules', () =>
    sql`
      insert into schedules (doctor_id, timeslot_minutes, default_week)
      select d.user_id, (${scheduleTemplates.map((s) => s.timeslot)}::int[])[t],
        (${scheduleTemplates.map((s) => s.week)}::jsonb[])[t]
      from (
        select user_id, 1 + (substr(phone_number, 5)::int % ${scheduleTemplates.length}) as t
        from doctors where phone_number like ${`${doctorPhonePrefix}%`}
      ) d
      on conflict (doctor_id) do nothing
    `.execute(db),
  )

  // Ten bookings a doctor, a day apart from three days ago on, half an hour each at a time of its own: a
  // doctor's bookings never overlap, as bookings_no_overlap demands.
  const perDoctor = Math.round(scaleBookings / scaleDoctors)
  await step('bookings', () =>
    sql`
      insert into bookings (doctor_id, patient_id, payer_id, practice, status, starts_at, ends_at)
      select d.user_id, p.id, p.id, 'video',
        case when k <= 3 then 'finished' when k = 4 then 'going' when k % 5 = 0 then 'canceled' else 'opened' end,
        slot, slot + interval '30 minutes'
      from (
        select user_id, substr(phone_number, 5)::int as i
        from doctors d
        where phone_number like ${`${doctorPhonePrefix}%`}
          and not exists (select 1 from bookings b where b.doctor_id = d.user_id)
      ) d
      cross join generate_series(1, ${perDoctor}) as k
      cross join lateral (
        select date_trunc('day', now()) + (k - 4) * interval '1 day' + interval '6 hours'
          + ((d.i + k) % 24) * interval '30 minutes' as slot
      ) s
      join users p on p.phone = ${patientPhonePrefix} || lpad((1 + (d.i * k) % ${scalePatients})::text, 7, '0')
    `.execute(db),
  )
  // VACUUM also flushes the GIN indexes' pending lists, which a bulk insert leaves long and slow to scan.
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db))
  const doctors = await count(db, sql<{ n: string }>`select count(*) as n from doctors`)
  const bookings = await count(db, sql<{ n: string }>`select count(*) as n from bookings`)
  log(`${doctors} doctors, ${bookings} bookings (${((performance.now() - began) / 1000).toFixed(1)} s)`)
}

/** Whether the database already holds the scale data. */
export async function isSeededAtScale(db: Database): Promise<boolean> {
  const doctors = await count(
    db,
    sql<{ n: string }>`select count(*) as n from doctors where phone_number like ${`${doctorPhonePrefix}%`}`,
  )
  const bookings = await count(db, sql<{ n: string }>`select count(*) as n from bookings`)
  return doctors >= scaleDoctors && bookings >= scaleBookings
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const config = loadConfig()
  const { db, close } = await connectDatabase(config, console.log)
  try {
    await migrateToLatest(db)
    await seedCatalog(db)
    if (await isSeededAtScale(db)) console.log('the database already holds the scale data')
    else await seedAtScale(db)
  } finally {
    await close()
  }
}
