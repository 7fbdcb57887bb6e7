import { centreServices } from '@app/domain/centres'
import { hash } from '@node-rs/argon2'
import { sql } from 'kysely'
import type { Database } from '../database'

/**
 * Demo labs and radiology centres (issue 43 §1): verified centres in Cairo, Giza and Alexandria with what they offer
 * at believable Egyptian prices (some taking insurance, some labs collecting at home) and their opening hours; the
 * demo lab and radiology centre of `demoAccounts` get the same. Each signs in with 0102000xxxx and 'Centre123'.
 * Idempotent: a centre whose phone exists keeps its profile; offers and hours are set again.
 */

interface CentreSeed {
  kind: 'lab' | 'radio'
  name: string
  area: string
  street: string
  latitude: number
  longitude: number
  /** Its prices against the list below: 0.85 is 15 % cheaper. */
  priceFactor: number
  insurance: boolean
  /** Labs: the extra for home collection in EGP, or none. */
  homeCollection?: number
  hours: 'long' | 'day' | 'always'
}

/** List prices in EGP of the services centres offer most (an Egyptian lab's or centre's list, late 2026). */
export const listPrices: Record<string, number> = {
  'lab:cbc': 150,
  'lab:hba1c': 280,
  'lab:fbs': 50,
  'lab:ppbs': 50,
  'lab:rbs': 40,
  'lab:lipid-profile': 380,
  'lab:lft': 420,
  'lab:kft': 360,
  'lab:creatinine': 90,
  'lab:uric-acid': 90,
  'lab:tsh': 260,
  'lab:ft4': 240,
  'lab:urine': 70,
  'lab:stool': 70,
  'lab:hcv-ab': 220,
  'lab:hbsag': 200,
  'lab:vitamin-d': 950,
  'lab:vitamin-b12': 600,
  'lab:ferritin': 380,
  'lab:crp': 180,
  'lab:esr': 60,
  'lab:pt-inr': 160,
  'lab:psa': 420,
  'lab:beta-hcg': 280,
  'lab:blood-group': 80,
  'radio:xray-chest': 220,
  'radio:xray-lumbar': 300,
  'radio:xray-knee': 250,
  'radio:dental-panorama': 300,
  'radio:us-abdomen': 450,
  'radio:us-pelvis': 400,
  'radio:us-abdomen-pelvis': 600,
  'radio:us-obstetric': 450,
  'radio:us-thyroid': 450,
  'radio:echo': 800,
  'radio:ct-brain': 1_200,
  'radio:ct-chest': 1_600,
  'radio:mri-brain': 2_400,
  'radio:mri-lumbar': 2_600,
  'radio:mri-knee': 2_600,
  'radio:mammography': 900,
  'radio:dexa': 900,
}

export const demoCentreSeeds: readonly CentreSeed[] = [
  {
    kind: 'lab',
    name: 'معامل الشفاء',
    area: 'Nasr City',
    street: 'شارع مصطفى النحاس ٢٤',
    latitude: 30.0561,
    longitude: 31.3417,
    priceFactor: 1,
    insurance: true,
    homeCollection: 75,
    hours: 'long',
  },
  {
    kind: 'lab',
    name: 'Heliopolis Medical Lab',
    area: 'Heliopolis',
    street: 'شارع الأهرام ٩، روكسي',
    latitude: 30.0911,
    longitude: 31.3226,
    priceFactor: 1.15,
    insurance: true,
    homeCollection: 100,
    hours: 'long',
  },
  {
    kind: 'lab',
    name: 'معمل المعادي للتحاليل',
    area: 'Maadi',
    street: 'شارع ٩ رقم ٣٠',
    latitude: 29.9602,
    longitude: 31.2569,
    priceFactor: 1.05,
    insurance: false,
    homeCollection: 80,
    hours: 'day',
  },
  {
    kind: 'lab',
    name: 'Downtown Care Lab',
    area: 'Downtown',
    street: 'شارع قصر النيل ١٢',
    latitude: 30.0478,
    longitude: 31.2396,
    priceFactor: 0.85,
    insurance: false,
    hours: 'day',
  },
  {
    kind: 'lab',
    name: 'معامل الدقي',
    area: 'Dokki',
    street: 'شارع التحرير ٧٠',
    latitude: 30.0385,
    longitude: 31.2118,
    priceFactor: 0.95,
    insurance: true,
    homeCollection: 60,
    hours: 'always',
  },
  {
    kind: 'lab',
    name: 'October City Lab',
    area: '6th of October',
    street: 'المحور المركزي، الحي الثاني',
    latitude: 29.9726,
    longitude: 30.9436,
    priceFactor: 0.8,
    insurance: false,
    homeCollection: 50,
    hours: 'long',
  },
  {
    kind: 'lab',
    name: 'معمل سموحة',
    area: 'Smouha',
    street: 'شارع فوزي معاذ ١٥',
    latitude: 31.2156,
    longitude: 29.9425,
    priceFactor: 0.9,
    insurance: true,
    homeCollection: 60,
    hours: 'long',
  },
  {
    kind: 'lab',
    name: 'Stanley Lab',
    area: 'Stanley',
    street: 'طريق الجيش ٢١٠',
    latitude: 31.2352,
    longitude: 29.9494,
    priceFactor: 0.85,
    insurance: false,
    hours: 'day',
  },
  {
    kind: 'radio',
    name: 'مركز النصر للأشعة',
    area: 'Nasr City',
    street: 'شارع عباس العقاد ٥٠',
    latitude: 30.0596,
    longitude: 31.3303,
    priceFactor: 1,
    insurance: true,
    hours: 'long',
  },
  {
    kind: 'radio',
    name: 'Zamalek Scan',
    area: 'Zamalek',
    street: 'شارع ٢٦ يوليو ١٤',
    latitude: 30.0626,
    longitude: 31.2197,
    priceFactor: 1.2,
    insurance: true,
    hours: 'day',
  },
  {
    kind: 'radio',
    name: 'مركز المهندسين للأشعة',
    area: 'Mohandessin',
    street: 'شارع جامعة الدول العربية ٤٠',
    latitude: 30.0554,
    longitude: 31.2003,
    priceFactor: 0.95,
    insurance: false,
    hours: 'always',
  },
  {
    kind: 'radio',
    name: 'Alexandria Imaging',
    area: 'Sidi Gaber',
    street: 'شارع أبو قير ٥٥٠',
    latitude: 31.2184,
    longitude: 29.9433,
    priceFactor: 0.85,
    insurance: true,
    hours: 'long',
  },
]

export const demoCentrePhone = (i: number) => `0102000${String(1000 + i).slice(-4)}`

type Week = { weekday: number; opens: string; closes: string }[]

/** Opening hours by pattern: 0 Sunday … 6 Saturday. */
export const hourPatterns: Record<CentreSeed['hours'], Week> = {
  // Saturday to Thursday 8 am to 10 pm, Friday afternoon.
  long: [
    ...[6, 0, 1, 2, 3, 4].map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' })),
    { weekday: 5, opens: '14:00', closes: '22:00' },
  ],
  // Saturday to Thursday, two shifts.
  day: [6, 0, 1, 2, 3, 4].flatMap((weekday) => [
    { weekday, opens: '09:00', closes: '14:00' },
    { weekday, opens: '17:00', closes: '21:00' },
  ]),
  always: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opens: '00:00', closes: '24:00' })),
}

/** A seeded centre's one address, whole as a centre's own profile form writes it (its building: the street's number). */
function addressesOf(
  seed: Pick<CentreSeed, 'area' | 'street' | 'latitude' | 'longitude'>,
  area: { id: number; governorateId: number },
): string {
  return JSON.stringify([
    {
      countryId: 'EG',
      governorateId: area.governorateId,
      region: seed.area,
      areaId: area.id,
      buildingNumberName: seed.street.match(/[0-9٠-٩]+/g)?.at(-1) ?? '1',
      streetBlockCompound: seed.street,
      districtTownVillage: seed.area,
      geolocation: { latitude: seed.latitude, longitude: seed.longitude },
    },
  ])
}

/** What a centre of `kind` offers at `factor` times the list: every listed service of its kind, to the pound. */
function offersOf(seed: Pick<CentreSeed, 'kind' | 'priceFactor' | 'insurance' | 'homeCollection'>) {
  return centreServices
    .filter((s) => s.kind === seed.kind && listPrices[s.id] !== undefined)
    .map((s) => {
      const price = Math.round((listPrices[s.id] ?? 0) * seed.priceFactor) * 100
      const homeCollection = seed.kind === 'lab' && seed.homeCollection !== undefined
      return {
        serviceId: s.id,
        price,
        // The insurers' contracted price: about 15 % under the list.
        insurancePrice: seed.insurance ? Math.round((price * 0.85) / 100) * 100 : null,
        homeCollection,
        homeCollectionPrice: homeCollection ? (seed.homeCollection ?? 0) * 100 : null,
      }
    })
}

async function setOffersAndHours(
  trx: Database,
  centre: { userId: string; kind: 'lab' | 'radio' },
  seed: Pick<CentreSeed, 'kind' | 'priceFactor' | 'insurance' | 'homeCollection' | 'hours'>,
) {
  const offers = offersOf(seed).map((o) => ({ centreUserId: centre.userId, kind: centre.kind, ...o }))
  await trx
    .insertInto('centreOffers')
    .values(offers)
    .onConflict((oc) =>
      oc.columns(['centreUserId', 'serviceId']).doUpdateSet((eb) => ({
        price: eb.ref('excluded.price'),
        insurancePrice: eb.ref('excluded.insurancePrice'),
        homeCollection: eb.ref('excluded.homeCollection'),
        homeCollectionPrice: eb.ref('excluded.homeCollectionPrice'),
      })),
    )
    .execute()
  await trx.deleteFrom('centreHours').where('centreUserId', '=', centre.userId).execute()
  await trx
    .insertInto('centreHours')
    .values(hourPatterns[seed.hours].map((h) => ({ centreUserId: centre.userId, kind: centre.kind, ...h })))
    .execute()
}

export async function seedCentres(db: Database): Promise<void> {
  const areas = new Map(
    (await db.selectFrom('areas').select(['id', 'governorateId', 'nameEn']).execute()).map((a) => [
      a.nameEn,
      a,
    ]),
  )
  const phones = demoCentreSeeds.map((_, i) => demoCentrePhone(i))
  const existing = new Map(
    (await db.selectFrom('users').select(['id', 'phone']).where('phone', 'in', phones).execute()).map((u) => [
      u.phone,
      u.id,
    ]),
  )
  const passwordHash = existing.size < phones.length ? await hash('Centre123') : ''
  await db.transaction().execute(async (trx) => {
    for (const [i, seed] of demoCentreSeeds.entries()) {
      const phone = phones[i] as string
      let userId = existing.get(phone)
      if (!userId) {
        const area = areas.get(seed.area)
        if (!area) throw new Error(`demo centres: unknown area ${seed.area}`)
        userId = (
          await trx
            .insertInto('users')
            .values({ phone, passwordHash, primaryRole: seed.kind, language: 'en' })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id
        await trx
          .insertInto('centres')
          .values({
            userId,
            kind: seed.kind,
            businessName: seed.name,
            businessInfo:
              seed.kind === 'lab'
                ? 'Blood, hormone and urine tests; results by PDF.'
                : 'X-ray, ultrasound, CT and MRI with written reports.',
            commercialRegNo: String(700_000 + i),
            contactPerson: 'Hany Samir',
            receptionPhone: `02${String(24_000_000 + i * 7919)}`,
            openingTimes: seed.hours === 'always' ? '24/7' : 'Sat–Thu',
            homeVisit: seed.homeCollection !== undefined,
            certificates: JSON.stringify(['ISO 15189']),
            email: null,
            phoneNumber: phone,
            addresses: addressesOf(seed, area),
            verified: true,
          })
          .execute()
      } else {
        // A centre seeded before its address had a region and a building kept one its profile could not show.
        const area = areas.get(seed.area)
        if (area)
          await trx
            .updateTable('centres')
            .set({ addresses: addressesOf(seed, area) })
            .where('userId', '=', userId)
            .where(sql<boolean>`addresses->0->>'region' is null`)
            .execute()
      }
      await setOffersAndHours(trx, { userId, kind: seed.kind }, seed)
    }
    // The demo lab and radiology centre of demoAccounts offer the same, at list price.
    const demo = await trx
      .selectFrom('centres')
      .select(['userId', 'kind'])
      .where('phoneNumber', 'in', ['01000000003', '01000000004'])
      .execute()
    for (const centre of demo) {
      const kind = centre.kind as 'lab' | 'radio'
      await setOffersAndHours(
        trx,
        { userId: centre.userId, kind },
        {
          kind,
          priceFactor: 1,
          insurance: true,
          ...(kind === 'lab' ? { homeCollection: 75 } : {}),
          hours: 'long',
        },
      )
    }
  })
}
