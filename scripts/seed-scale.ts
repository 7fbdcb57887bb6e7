/**
 * `npm run seed:scale`: 100,000 doctors with weekly schedules and 1,000,000 bookings, and (issue 43 §6) 5,000 labs and
 * radiology centres offering 200 services of their kind each (1,000,000 offers: the catalogue's and scale-only ones)
 * with their hours, and one lab with 100,000 orders, in the configured database (DATABASE_URL, or the embedded one
 * under DATA_DIR), written set-based (insert … select from generate_series), so it takes minutes. Idempotent: what is already there is kept. `npm run bench` calls
 * `seedAtScale` too.
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { centreOrderPrice } from '@app/domain/centre-orders'
import { centreCategories, centreServices, type CentreKind } from '@app/domain/centres'
import { patientPrice } from '@app/domain/doctors'
import type { PaymentMethod } from '@app/domain/bookings'
import { emptyWeekPlan, scheduleSchema, type DayKey } from '@app/domain/schedules'
import { hash } from '@node-rs/argon2'
import { sql, type RawBuilder } from 'kysely'
import { loadConfig } from '../apps/api/src/config'
import { connectDatabase } from '../apps/api/src/db/connect'
import type { Database } from '../apps/api/src/db/database'
import { migrateToLatest } from '../apps/api/src/db/migrate'
import { hourPatterns, listPrices } from '../apps/api/src/db/seed/centres'
import { seedCatalog } from '../apps/api/src/db/seed/seed'

export const scaleDoctors = 100_000
export const scaleBookings = 1_000_000
const scalePatients = 10_000
/** Issue 43 §6: 5,000 centres (3,000 labs, 2,000 radiology centres), and one lab with 100,000 orders. */
export const scaleCentres = 5_000
const scaleLabs = 3_000
export const scaleCentreOrders = 100_000
/**
 * Scale doctors have phones 0150xxxxxxx, scale patients 0151xxxxxxx and scale centres 0152xxxxxxx (labs first); the
 * demo's 010… are untouched.
 */
const doctorPhonePrefix = '0150'
const patientPhonePrefix = '0151'
const centrePhonePrefix = '0152'
/** The lab whose order list the bench reads (issue 43 §6: a centre with 100,000 orders). */
export const scaleOrdersCentrePhone = `${centrePhonePrefix}0000001`
/**
 * Issue 43 §6: 5,000 centres × 200 services each. The catalogue has fewer of each kind (55 tests, 32 scans), so the
 * scale data adds its own services to 200 of each kind: `lab:scale-001`…, `radio:scale-001`…, named "Scale-only test
 * 001" / "Scale-only scan 001" (Arabic «تحليل للقياس فقط ١»), after the catalogue's order. Only here: never in the
 * demo seed or a migration, and seedCatalog (which upserts the domain's catalogue by id) leaves them be.
 */
export const scaleServicesPerCentre = 200
export const scaleServiceIdPrefix = 'scale-'

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
      union all
      select ${centrePhonePrefix} || lpad(i::text, 7, '0'), ${passwordHash},
        case when i <= ${scaleLabs} then 'lab' else 'radio' end
      from generate_series(1, ${scaleCentres}) as i
      on conflict (phone) do nothing
    `.execute(db),
  )

  // The doctors, their schedules and bookings are written once: a database that has them only gains what follows.
  if (!(await doctorsSeeded(db))) await seedDoctors(db, step)
  await seedCentresAtScale(db, step)
  // VACUUM also flushes the GIN indexes' pending lists, which a bulk insert leaves long and slow to scan.
  await step('vacuum analyze', () => sql`vacuum analyze`.execute(db))
  const doctors = await count(db, sql<{ n: string }>`select count(*) as n from doctors`)
  const bookings = await count(db, sql<{ n: string }>`select count(*) as n from bookings`)
  const centres = await count(db, sql<{ n: string }>`select count(*) as n from centres`)
  const offers = await count(db, sql<{ n: string }>`select count(*) as n from centre_offers`)
  const orders = await count(db, sql<{ n: string }>`select count(*) as n from centre_orders`)
  log(
    `${doctors} doctors, ${bookings} bookings, ${centres} centres, ${offers} offers, ${orders} centre orders (${((performance.now() - began) / 1000).toFixed(1)} s)`,
  )
}

type Step = (label: string, work: () => Promise<unknown>) => Promise<void>

async function seedDoctors(db: Database, step: Step): Promise<void> {
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
}

async function doctorsSeeded(db: Database): Promise<boolean> {
  const doctors = await count(
    db,
    sql<{ n: string }>`select count(*) as n from doctors where phone_number like ${`${doctorPhonePrefix}%`}`,
  )
  const bookings = await count(db, sql<{ n: string }>`select count(*) as n from bookings`)
  return doctors >= scaleDoctors && bookings >= scaleBookings
}

/** The scale patients' profiles: a name (the centres' order lists show it and search it), gender, birthday, address. */
async function seedPatientProfiles(db: Database): Promise<void> {
  await sql`
    with place as (
      select array_agg(a.id order by a.id) as ids, array_agg(a.governorate_id order by a.id) as governorates,
        array_agg(a.name_ar order by a.id) as names
      from areas a join governorates g on g.id = a.governorate_id
      where g.code in ('EG-C', 'EG-GZ', 'EG-ALX')
    )
    insert into patients (user_id, name, gender, birthday, phone_number, addresses)
    select u.id,
      (case when i % 2 = 0 then (${femaleFirst}::text[])[1 + (i / 2) % ${femaleFirst.length}]
       else (${maleFirst}::text[])[1 + (i / 2) % ${maleFirst.length}] end)
        || ' ' || (${maleFirst}::text[])[1 + (i / 5) % ${maleFirst.length}]
        || ' ' || (${family}::text[])[1 + (i / 3) % ${family.length}],
      case when i % 2 = 0 then 'female' else 'male' end,
      date '1950-01-01' + (i * 37) % 20000,
      u.phone,
      jsonb_build_array(jsonb_build_object(
        'countryId', 'EG', 'governorateId', place.governorates[p], 'region', place.names[p], 'areaId', place.ids[p],
        'buildingNumberName', (1 + i % 120)::text, 'streetBlockCompound', 'شارع التحرير',
        'districtTownVillage', place.names[p]))
    from generate_series(1, ${scalePatients}) as i
    join users u on u.phone = ${patientPhonePrefix} || lpad(i::text, 7, '0')
    cross join place
    cross join lateral (select 1 + (i * 11) % cardinality(place.ids) as p) pick
    on conflict (user_id) do nothing
  `.execute(db)
}

/**
 * Where the scale centres are: the areas of Cairo, Giza and Alexandria (as the doctors' clinics), around each
 * governorate's middle, an area's centres near one another; one in 50 has shared no location.
 */
const governorateMiddles = [
  { code: 'EG-C', latitude: 30.05, longitude: 31.3 },
  { code: 'EG-GZ', latitude: 30.0, longitude: 31.15 },
  { code: 'EG-ALX', latitude: 31.2, longitude: 29.93 },
]

/** A scale centre's list price of a service in EGP: the demo's list where it has one, a believable one otherwise. */
function scaleListPrice(service: { id: string; kind: CentreKind }, position: number): number {
  const listed = listPrices[service.id]
  if (listed !== undefined) return listed
  return service.kind === 'lab' ? 100 + ((position * 37) % 8) * 50 : 400 + ((position * 53) % 10) * 200
}

/**
 * The scale-only services of a kind, to make the catalogue's count up to scaleServicesPerCentre: spread over the
 * kind's clinical categories, one in four in a commercial one too, ordered after the catalogue.
 */
function scaleOnlyServices(kind: CentreKind) {
  const clinical = centreCategories.filter((c) => c.kind === kind && !c.commercial)
  const commercial = centreCategories.filter((c) => c.kind === kind && c.commercial)
  const count = scaleServicesPerCentre - centreServices.filter((s) => s.kind === kind).length
  return Array.from({ length: Math.max(0, count) }, (_, index) => {
    const n = index + 1
    const number = String(n).padStart(3, '0')
    return {
      id: `${kind}:${scaleServiceIdPrefix}${number}`,
      kind,
      code: `SCALE-${number}`,
      categoryId: (clinical[index % clinical.length] as (typeof clinical)[number]).id,
      commercialCategoryId: index % 4 === 0 ? (commercial[index % commercial.length]?.id ?? null) : null,
      nameEn: `Scale-only ${kind === 'lab' ? 'test' : 'scan'} ${number}`,
      nameAr: `${kind === 'lab' ? 'تحليل' : 'أشعة'} للقياس فقط ${n.toLocaleString('ar-EG', { useGrouping: false })}`,
      position: 1000 + n,
    }
  })
}

/**
 * Issue 43 §6: the centres at scale (labs first, then radiology centres), verified and active (one in 997 a testing
 * centre, as the doctors), each offering 200 services of its kind (the catalogue's and the scale-only ones:
 * scaleOnlyServices; 1,000,000 offers) at 0.8–1.2 times the list, most taking insurance at about 15 % under, three labs in four collecting at home;
 * opening hours by the demo's patterns; and the first lab's 100,000 orders over a year (scaleOrdersCentrePhone).
 */
async function seedCentresAtScale(db: Database, step: Step): Promise<void> {
  await step('patient profiles', () => seedPatientProfiles(db))

  await step('centres', () =>
    sql`
      with
        place as (
          select array_agg(a.id order by a.id) as ids, array_agg(a.governorate_id order by a.id) as governorates,
            array_agg(g.code order by a.id) as codes, array_agg(a.name_ar order by a.id) as names
          from areas a join governorates g on g.id = a.governorate_id
          where g.code in ('EG-C', 'EG-GZ', 'EG-ALX')
        ),
        middle as (
          select code, latitude, longitude
          from unnest(${governorateMiddles.map((g) => g.code)}::text[],
            ${governorateMiddles.map((g) => g.latitude)}::float8[],
            ${governorateMiddles.map((g) => g.longitude)}::float8[]) as m(code, latitude, longitude)
        ),
        n as (
          select i, u.id as user_id, u.phone, case when i <= ${scaleLabs} then 'lab' else 'radio' end as kind,
            1 + ((i * 7) % cardinality(place.ids)) as p
          from generate_series(1, ${scaleCentres}) as i
          join users u on u.phone = ${centrePhonePrefix} || lpad(i::text, 7, '0')
          cross join place
        ),
        c as (
          select n.*, place.ids[p] as area_id, place.governorates[p] as governorate_id, place.names[p] as area_name,
            round((m.latitude + ((p * 37) % 100 - 50) * 0.0016 + ((i * 7919) % 100 - 50) * 0.0002)::numeric, 5)
              as latitude,
            round((m.longitude + ((p * 53) % 100 - 50) * 0.0016 + ((i * 104729) % 100 - 50) * 0.0002)::numeric, 5)
              as longitude
          from n cross join place join middle m on m.code = place.codes[p]
        )
      insert into centres (
        user_id, kind, business_name, business_info, commercial_reg_no, contact_person, reception_phone,
        opening_times, home_visit, certificates, phone_number, addresses, verified, testing
      )
      select user_id, kind,
        case
          when kind = 'lab' and i % 2 = 0 then 'معامل ' || (${family}::text[])[1 + i % ${family.length}]
          when kind = 'lab' then (${familyEn}::text[])[1 + i % ${familyEn.length}] || ' Labs'
          when i % 2 = 0 then 'مركز ' || (${family}::text[])[1 + i % ${family.length}] || ' للأشعة'
          else (${familyEn}::text[])[1 + i % ${familyEn.length}] || ' Scan'
        end || ' ' || area_name,
        case when kind = 'lab' then 'Blood, hormone and urine tests; results by PDF.'
          else 'X-ray, ultrasound, CT and MRI with written reports.' end,
        (800000 + i)::text, 'Hany Samir', '02' || lpad((24000000 + i)::text, 8, '0'),
        (array['Sat–Thu 08:00–22:00, Fri 14:00–22:00', 'Sat–Thu 09:00–14:00, 17:00–21:00', '24/7'])[1 + i % 3],
        kind = 'lab' and i % 4 <> 3, '["ISO 15189"]', phone,
        jsonb_build_array(jsonb_build_object(
          'countryId', 'EG', 'governorateId', governorate_id, 'region', area_name, 'areaId', area_id,
          'buildingNumberName', (1 + i % 120)::text, 'streetBlockCompound', 'شارع الجمهورية',
          'districtTownVillage', area_name)
          || case when i % 50 = 0 then '{}'::jsonb else jsonb_build_object('geolocation',
            jsonb_build_object('latitude', latitude, 'longitude', longitude)) end),
        true, i % 997 = 0
      from c
      on conflict (user_id, kind) do nothing
    `.execute(db),
  )

  const scaleOnly = [...scaleOnlyServices('lab'), ...scaleOnlyServices('radio')]
  await step('scale-only services', () =>
    db
      .insertInto('centreServices')
      .values(scaleOnly)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute(),
  )
  const services = [...centreServices, ...scaleOnly].map((service, position) => ({
    id: service.id,
    kind: service.kind,
    list: scaleListPrice(service, position),
  }))
  await step('centre offers', () =>
    sql`
      insert into centre_offers (
        centre_user_id, kind, service_id, price, insurance_price, home_collection, home_collection_price
      )
      select c.user_id, c.kind, l.id, p.price,
        case when c.i % 3 <> 0 and (c.i + l.n) % 5 <> 0 then (round(p.price * 0.85 / 100) * 100)::int end,
        c.home, case when c.home then (50 + (c.i % 6) * 10) * 100 end
      from (
        select user_id, kind, substr(phone_number, 5)::int as i, kind = 'lab' and home_visit as home
        from centres where phone_number like ${`${centrePhonePrefix}%`}
      ) c
      join unnest(${services.map((s) => s.id)}::text[], ${services.map((s) => s.kind)}::text[],
        ${services.map((s) => s.list)}::int[]) with ordinality as l(id, kind, list, n) on l.kind = c.kind
      cross join lateral (
        select (round(l.list * (0.8 + ((c.i * 13) % 9) * 0.05 + ((c.i + l.n * 7) % 5 - 2) * 0.02)) * 100)::int
          as price
      ) p
      on conflict (centre_user_id, service_id) do nothing
    `.execute(db),
  )

  const patterns = (['long', 'day', 'always'] as const).flatMap((name, pattern) =>
    hourPatterns[name].map((h) => ({ pattern, ...h })),
  )
  await step('centre hours', () =>
    sql`
      insert into centre_hours (centre_user_id, kind, weekday, opens, closes)
      select c.user_id, c.kind, h.weekday, h.opens::time, h.closes::time
      from (
        select user_id, kind, substr(phone_number, 5)::int as i
        from centres where phone_number like ${`${centrePhonePrefix}%`}
      ) c
      join unnest(${patterns.map((h) => h.pattern)}::int[], ${patterns.map((h) => h.weekday)}::int[],
        ${patterns.map((h) => h.opens)}::text[], ${patterns.map((h) => h.closes)}::text[])
        as h(pattern, weekday, opens, closes) on h.pattern = c.i % 3
      on conflict (centre_user_id, weekday, opens) do nothing
    `.execute(db),
  )

  await step('centre orders', () => seedCentreOrders(db))
}

const orderMethods: PaymentMethod[] = ['wallet', 'card', 'mobileWallet', 'kiosk']
const orderNotes = [
  'متابعة سكر',
  'فحص دوري',
  'قبل عملية',
  'متابعة الغدة',
  'طلب الدكتور',
  'Routine check-up',
  'Follow-up',
  'تعب وإرهاق مستمر',
]

/**
 * The first lab's orders: 100,000 over a year (11 months past, a month ahead), a visit every half-hour of the day's
 * hours, for the scale patients, each priced by centreOrderPrice from the lab's own offers of the catalogue's tests
 * (not the scale-only ones, which no patient would search an order by; insured, at home, each
 * payment method); statuses as a year of work leaves them (past: mostly delivered, some undelivered, cancelled or
 * failed; the last two days: waiting for their reports; ahead: new or upcoming, a few cancelled). Written once.
 */
async function seedCentreOrders(db: Database): Promise<void> {
  const centre = await db
    .selectFrom('centres')
    .select(['userId', 'kind'])
    .where('phoneNumber', '=', scaleOrdersCentrePhone)
    .executeTakeFirst()
  if (!centre) throw new Error('seed:scale: the orders’ centre is missing')
  const offers = await db
    .selectFrom('centreOffers as o')
    .innerJoin('centreServices as s', 's.id', 'o.serviceId')
    .select(['o.serviceId', 'o.price', 'o.insurancePrice', 'o.homeCollection', 'o.homeCollectionPrice'])
    .where('o.centreUserId', '=', centre.userId)
    .where(
      'o.serviceId',
      'in',
      centreServices.map((service) => service.id),
    )
    .orderBy('s.position')
    .execute()
  // Every (service, insured, at home, method) the order may take, priced once; the order picks its line by index.
  const lines = offers.flatMap((offer) =>
    [false, true].flatMap((insured) =>
      [false, true].flatMap((home) =>
        orderMethods.map((method) => {
          const insurance = insured && offer.insurancePrice !== null
          const atHome = home && offer.homeCollection
          const price = insurance ? (offer.insurancePrice ?? 0) : offer.price
          const homeCollectionPrice = atHome ? (offer.homeCollectionPrice ?? 0) : 0
          const lines = centreOrderPrice({ price, homeCollectionPrice, method })
          return {
            serviceId: offer.serviceId,
            insurance,
            atHome,
            method,
            price,
            homeCollectionPrice,
            ...lines,
          }
        }),
      ),
    ),
  )
  const column = <K extends keyof (typeof lines)[number]>(key: K) => lines.map((line) => line[key])
  await sql`
    with line as (
      select *
      from unnest(${column('serviceId')}::text[], ${column('insurance')}::boolean[], ${column('atHome')}::boolean[],
        ${column('method')}::text[], ${column('price')}::int[], ${column('homeCollectionPrice')}::int[],
        ${column('centre')}::int[], ${column('serviceFee')}::int[], ${column('vat')}::int[],
        ${column('surcharge')}::int[], ${column('discount')}::int[], ${column('total')}::int[])
        with ordinality as l(service_id, insurance, at_home, method, price, home_collection_price, centre_share,
          service_fee, vat, surcharge, discount, total, n)
    ),
    o as (
      select k, c.user_id as centre_user_id, c.kind,
        -- The combination: a service (common ones more often), insured one in five, at home one in three, the
        -- wallet and card most.
        1 + ((((k * 7 + k / 13) % ${offers.length}) * 2 + (k % 5 = 0)::int) * 2 + (k % 3 = 0)::int) * 4
          + (array[0, 0, 0, 0, 1, 1, 1, 1, 2, 3])[1 + k % 10] as n,
        ((now() at time zone 'Africa/Cairo')::date - 334 + ((k - 1) * 365 / ${scaleCentreOrders})::int
          + time '08:00' + ((k * 7) % 26) * interval '30 minutes') at time zone 'Africa/Cairo' as starts_at,
        k % 20 as r
      from centres c cross join generate_series(1, ${scaleCentreOrders}) as k
      where c.user_id = ${centre.userId}::uuid
        and not exists (select 1 from centre_orders x where x.centre_user_id = c.user_id)
    ),
    s as (
      select o.*,
        case
          when starts_at > now() then case when r < 2 then 'canceled' when r < 8 then 'new' else 'upcoming' end
          when starts_at > now() - interval '2 days' then
            case when r = 0 then 'canceled' when r = 1 then 'undelivered' when r < 5 then 'delivered'
              else 'toReport' end
          else case when r < 2 then 'canceled' when r = 2 then 'undelivered' when r = 3 then 'failed'
            else 'delivered' end
        end as state,
        least(starts_at - (1 + k % 7) * interval '1 day', now() - (1 + k % 48) * interval '1 hour') as created_at
      from o
    )
    insert into centre_orders (
      centre_user_id, kind, service_id, payer_id, patient_id, status, place, address, starts_at, note, insurance,
      method, price, home_collection_price, centre_share, service_fee, vat, surcharge, discount, total, time_zone,
      acknowledged_at, canceled_by, cancel_reason, refund, refund_to, delivered_at, search_text, created_at, updated_at
    )
    select s.centre_user_id, s.kind, line.service_id, u.id, u.id,
      case when s.state in ('new', 'upcoming', 'toReport') then 'booked' else s.state end,
      case when line.at_home then 'home' else 'centre' end,
      case when line.at_home then (10 + s.k % 90)::text || ' شارع التحرير، الدقي' end,
      s.starts_at, (${orderNotes}::text[])[1 + s.k % ${orderNotes.length}], line.insurance, line.method,
      line.price, line.home_collection_price, line.centre_share, line.service_fee, line.vat, line.surcharge,
      line.discount, line.total, 'Africa/Cairo',
      case when s.state not in ('new', 'failed') then least(s.created_at + interval '1 hour', now()) end,
      case when s.state = 'canceled' then (case when s.k % 3 = 0 then 'centre' else 'patient' end) end,
      case when s.state = 'canceled' and s.k % 3 = 0 then 'الجهاز تحت الصيانة' end,
      case when s.state = 'canceled' then line.total end,
      -- Refunded to the wallet (a card payer's choice of the card is the journeys', not the bench's).
      case when s.state = 'canceled' then 'wallet' end,
      case when s.state = 'delivered' then least(s.starts_at + interval '1 day', now()) end,
      normalize_name(concat_ws(' ', p.name, u.phone, cs.name_en, cs.name_ar, cs.code)),
      s.created_at, now()
    from s
    join line on line.n = s.n
    join centre_services cs on cs.id = line.service_id
    join users u on u.phone = ${patientPhonePrefix} || lpad((1 + (s.k * 37) % ${scalePatients})::text, 7, '0')
    left join patients p on p.user_id = u.id
  `.execute(db)
}

/** Whether the database already holds the scale data. */
export async function isSeededAtScale(db: Database): Promise<boolean> {
  if (!(await doctorsSeeded(db))) return false
  const centres = await count(
    db,
    sql<{ n: string }>`select count(*) as n from centres where phone_number like ${`${centrePhonePrefix}%`}`,
  )
  const orders = await count(
    db,
    sql<{ n: string }>`
      select count(*) as n from centre_orders o join centres c on c.user_id = o.centre_user_id
      where c.phone_number = ${scaleOrdersCentrePhone}`,
  )
  const offers = await count(
    db,
    sql<{ n: string }>`
      select count(*) as n from centre_offers o join centres c on c.user_id = o.centre_user_id
      where c.phone_number like ${`${centrePhonePrefix}%`}`,
  )
  return (
    centres >= scaleCentres && orders >= scaleCentreOrders && offers >= scaleCentres * scaleServicesPerCentre
  )
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
