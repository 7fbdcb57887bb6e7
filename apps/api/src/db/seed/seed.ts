import { seedDemoCentreOrders } from './centre-orders'
import { seedDemoConsult } from './consults'
import { hash } from '@node-rs/argon2'
import { sql } from 'kysely'
import type { Storage } from '#api/adapters/storage'
import * as ledgerService from '#api/features/payments/ledger.service'
import * as legalService from '#api/features/legal/legal.service'
import type { Database } from '../database'
import { areas } from './data/areas'
import { governorates } from './data/governorates'
import { nationalities } from './data/nationalities'
import { specialties } from './data/specialties'
import { centreCategories, centreServices } from '@app/domain/centres'
import { seedCentres } from './centres'
import { seedDoctors } from './doctors'

/** Reference data every environment needs. Idempotent: re-running changes nothing. */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('governorates')
      .values(governorates.map(({ code, nidCode, nameAr, nameEn }) => ({ code, nidCode, nameAr, nameEn })))
      .onConflict((oc) =>
        oc
          .column('code')
          .doUpdateSet((eb) => ({ nameAr: eb.ref('excluded.nameAr'), nameEn: eb.ref('excluded.nameEn') })),
      )
      .execute()
    const ids = new Map(
      (await trx.selectFrom('governorates').select(['id', 'code']).execute()).map((g) => [g.code, g.id]),
    )
    await trx
      .insertInto('areas')
      .values(
        areas.map((a) => {
          const governorateId = ids.get(a.governorateCode)
          if (!governorateId) throw new Error(`area ${a.nameEn}: unknown governorate ${a.governorateCode}`)
          return { governorateId, nameAr: a.nameAr, nameEn: a.nameEn }
        }),
      )
      .onConflict((oc) =>
        oc.columns(['governorateId', 'nameEn']).doUpdateSet((eb) => ({ nameAr: eb.ref('excluded.nameAr') })),
      )
      .execute()
    await trx
      .insertInto('specialties')
      .values(specialties)
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          nameAr: eb.ref('excluded.nameAr'),
          nameEn: eb.ref('excluded.nameEn'),
        })),
      )
      .execute()
    await trx
      .insertInto('nationalities')
      .values(nationalities)
      .onConflict((oc) => oc.column('iso2').doNothing())
      .execute()
    await seedCentreCatalogue(trx)
  })
}

/** Issue 43 §1: the centres' categories and services, kept as the domain's catalogue says at every start. */
async function seedCentreCatalogue(trx: Database): Promise<void> {
  await trx
    .insertInto('centreCategories')
    .values(
      centreCategories.map((c, position) => ({
        id: c.id,
        kind: c.kind,
        commercial: c.commercial,
        nameEn: c.en,
        nameAr: c.ar,
        position,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        nameEn: eb.ref('excluded.nameEn'),
        nameAr: eb.ref('excluded.nameAr'),
        commercial: eb.ref('excluded.commercial'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute()
  await trx
    .insertInto('centreServices')
    .values(
      centreServices.map((s, position) => ({
        id: s.id,
        kind: s.kind,
        code: s.code,
        categoryId: s.categoryId,
        commercialCategoryId: s.commercialCategoryId,
        nameEn: s.en,
        nameAr: s.ar,
        fastingHours: s.fastingHours,
        preparationEn: s.preparation?.en ?? null,
        preparationAr: s.preparation?.ar ?? null,
        position,
      })),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        categoryId: eb.ref('excluded.categoryId'),
        commercialCategoryId: eb.ref('excluded.commercialCategoryId'),
        nameEn: eb.ref('excluded.nameEn'),
        nameAr: eb.ref('excluded.nameAr'),
        fastingHours: eb.ref('excluded.fastingHours'),
        preparationEn: eb.ref('excluded.preparationEn'),
        preparationAr: eb.ref('excluded.preparationAr'),
        position: eb.ref('excluded.position'),
      })),
    )
    .execute()
}

export interface DemoAccount {
  role: 'patient' | 'doctor' | 'lab' | 'radio' | 'admin'
  phone: string
  email: string
  password: string
}

/** One account per role, printed by `npm start` and listed in the README. */
export const demoAccounts: DemoAccount[] = [
  { role: 'patient', phone: '01000000001', email: 'patient@demo.sehha.eg', password: 'Patient123' },
  { role: 'doctor', phone: '01000000002', email: 'doctor@demo.sehha.eg', password: 'Doctor123' },
  { role: 'lab', phone: '01000000003', email: 'lab@demo.sehha.eg', password: 'Lab12345' },
  { role: 'radio', phone: '01000000004', email: 'radio@demo.sehha.eg', password: 'Radio123' },
  { role: 'admin', phone: '01000000005', email: 'admin@demo.sehha.eg', password: 'Admin123' },
]

/**
 * The demo admin's authenticator secret (issue 10 §1: a code is asked at every admin sign-in). Demo data only: add it
 * to an authenticator app (it is printed by `npm start` and in the README); any admin made later sets up their own.
 */
export const demoAdminTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'

/**
 * The demo accounts found in a database (by their phones or their demo e-mail domain): a production process refuses
 * to start on a database that has them (issue 44 §6), since their passwords and the admin's authenticator key are
 * public. One indexed look-up.
 */
export async function demoAccountsIn(db: Database): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('phone')
    .where((eb) =>
      eb.or([
        eb(
          'phone',
          'in',
          demoAccounts.map((a) => a.phone),
        ),
        eb(
          'email',
          'in',
          demoAccounts.map((a) => a.email),
        ),
      ]),
    )
    .orderBy('phone')
    .execute()
  return rows.map((row) => row.phone)
}

/** The message a production start gives when `demoAccountsIn` found some. */
export function demoDataRefusal(phones: string[]): string {
  return (
    `Demo data is refused in production: the database at DATABASE_URL holds the demo accounts (${phones.join(', ')}), ` +
    'whose passwords and admin authenticator key are published. Point DATABASE_URL at a database made without ' +
    'SEED_DEMO, or delete those accounts and everything they made'
  )
}

const demoAddress = {
  name: 'Home',
  countryId: 'EG',
  region: 'Nasr City',
  buildingNumberName: '12',
  streetBlockCompound: 'Abbas El Akkad St.',
  districtTownVillage: 'Nasr City',
}

export async function seedDemo(db: Database, storage?: Storage): Promise<void> {
  const cairo = await db
    .selectFrom('governorates')
    .select('id')
    .where('code', '=', 'EG-C')
    .executeTakeFirstOrThrow()
  const area = await db
    .selectFrom('areas')
    .select('id')
    .where('governorateId', '=', cairo.id)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const specialty = await db.selectFrom('specialties').select('id').orderBy('id').executeTakeFirstOrThrow()
  const addresses = JSON.stringify([{ ...demoAddress, governorateId: cairo.id, areaId: area.id }])

  for (const account of demoAccounts) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', account.phone)
      .executeTakeFirst()
    if (existing) continue
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          phone: account.phone,
          email: account.email,
          emailVerified: true,
          passwordHash: await hash(account.password),
          primaryRole: account.role,
          isAdmin: account.role === 'admin',
          language: account.role === 'lab' || account.role === 'radio' ? 'en' : 'ar',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      const common = { userId: user.id, email: account.email, phoneNumber: account.phone }
      switch (account.role) {
        case 'patient':
          await trx
            .insertInto('patients')
            .values({ ...common, name: 'مريم أحمد', gender: 'female', birthday: '1990-05-14', addresses })
            .execute()
          await seedWallet(trx, user.id, demoWalletPiastres)
          break
        case 'doctor':
          await trx
            .insertInto('doctors')
            .values({
              ...common,
              nameAr: 'د. خالد منصور',
              nameEn: 'Dr. Khaled Mansour',
              gender: 'male',
              birthday: '1980-02-02',
              specialtyId: specialty.id,
              medTitle: 'consultant',
              verified: true,
              regCompleteness: JSON.stringify({ tabStart: 4, practiceVideo: 4 }),
            })
            .execute()
          break
        case 'lab':
        case 'radio':
          await trx
            .insertInto('centres')
            .values({
              ...common,
              kind: account.role,
              businessName: account.role === 'lab' ? 'Nile Lab' : 'Delta Scan Centre',
              businessInfo:
                account.role === 'lab' ? 'Blood tests and home sampling.' : 'X-ray, ultrasound, CT and MRI.',
              commercialRegNo: account.role === 'lab' ? '123456' : '654321',
              contactPerson: 'Hany Samir',
              receptionPhone: '0224000000',
              openingTimes: 'Sat–Thu 09:00–21:00',
              homeVisit: account.role === 'lab',
              certificates: JSON.stringify(['ISO 15189']),
              addresses,
              verified: true,
            })
            .execute()
          break
        case 'admin':
          await trx
            .insertInto('admins')
            .values({ ...common, name: 'Platform Admin', totpSecret: demoAdminTotpSecret })
            .execute()
          break
      }
    })
  }
  await seedDoctors(db, storage)
  await seedCentres(db)
  await seedDemoConsult(db)
  // The demo lab's and radiology centre's orders carry PDF reports, so they need the storage: the API tests' template
  // database is seeded without one, and their centre orders start from none.
  if (storage) await seedDemoCentreOrders(db, storage)
  // Issue 45 §1: the demo accounts are older than any new version of the legal texts, as the migration's were.
  await legalService.acceptFirstVersionsForExisting(db)
  await sql`analyze`.execute(db)
}

/** The demo patient starts with 500 EGP in the wallet, so paying from it can be tried at once (issue 9 §4). */
export const demoWalletPiastres = 50_000

/** A top-up as the ledger records every one: from the gateway's clearing account into the wallet, balanced. */
async function seedWallet(trx: Database, userId: string, amount: number): Promise<void> {
  await ledgerService.post(trx, {
    key: `seed:wallet:${userId}`,
    kind: 'cashIn',
    lines: [
      { account: { kind: 'gatewayClearing' }, amount: -amount },
      { account: { kind: 'wallet', ownerId: userId }, amount },
    ],
  })
}
