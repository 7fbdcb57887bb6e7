import type { Database } from '#api/db/database'

/** A medical file as stored: an account's own patient profile, a dependent it holds, or a linked account's file. */
export interface MedicalFileRow {
  id: string
  kind: 'own' | 'dependent' | 'linked'
  name: string
  gender: string
  birthday: string
  relation: string | null
  phone: string | null
  addresses: unknown
  expiresAt: Date | null
}

/** The account's own file and every file it may book into now, own first, then dependents, then linked files. */
export async function listFor(db: Database, holderId: string, now: Date): Promise<MedicalFileRow[]> {
  const [own, dependents, linked] = await Promise.all([
    db
      .selectFrom('patients as p')
      .innerJoin('users as u', 'u.id', 'p.userId')
      .select(['p.userId as id', 'p.name', 'p.gender', 'p.birthday', 'u.phone', 'p.addresses'])
      .where('p.userId', '=', holderId)
      .executeTakeFirst(),
    db
      .selectFrom('dependents')
      .select(['id', 'name', 'gender', 'birthday', 'relation'])
      .where('holderId', '=', holderId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('medicalFileLinks as l')
      .innerJoin('patients as p', 'p.userId', 'l.patientId')
      .innerJoin('users as u', 'u.id', 'l.patientId')
      .select(['p.userId as id', 'p.name', 'p.gender', 'p.birthday', 'u.phone', 'p.addresses', 'l.expiresAt'])
      .where('l.holderId', '=', holderId)
      .where('l.expiresAt', '>', now)
      .where('u.deactivated', '=', false)
      .orderBy('l.createdAt')
      .execute(),
  ])
  if (!own) return []
  return [
    { ...own, kind: 'own', relation: null, expiresAt: null },
    ...dependents.map((d) => ({
      ...d,
      kind: 'dependent' as const,
      phone: null,
      addresses: own.addresses,
      expiresAt: null,
    })),
    ...linked.map((l) => ({ ...l, kind: 'linked' as const, relation: null })),
  ]
}

export async function countDependents(db: Database, holderId: string): Promise<number> {
  const row = await db
    .selectFrom('dependents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('holderId', '=', holderId)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function insertDependent(
  db: Database,
  dependent: { holderId: string; name: string; gender: string; birthday: string; relation: string },
): Promise<string> {
  const row = await db.insertInto('dependents').values(dependent).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** Lets holderId book into patientId's file until expiresAt (a new link renews an old one). */
export async function upsertLink(
  db: Database,
  link: { holderId: string; patientId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('medicalFileLinks')
    .values(link)
    .onConflict((oc) =>
      oc
        .columns(['holderId', 'patientId'])
        .doUpdateSet({ createdAt: link.createdAt, expiresAt: link.expiresAt }),
    )
    .execute()
}

/** Whose file a booking by holderId for another's fileId goes into: a dependent's or a file opened still in force. */
export async function findBookable(
  db: Database,
  holderId: string,
  fileId: string,
  now: Date,
): Promise<
  | {
      patientId: string
      dependentId: string | null
      name: string
      gender: string
      phone: string | null
      kind: 'dependent' | 'linked'
    }
  | undefined
> {
  const dependent = await db
    .selectFrom('dependents')
    .select(['name', 'gender'])
    .where('id', '=', fileId)
    .where('holderId', '=', holderId)
    .executeTakeFirst()
  if (dependent)
    return { patientId: holderId, dependentId: fileId, ...dependent, phone: null, kind: 'dependent' }
  const linked = await db
    .selectFrom('medicalFileLinks as l')
    .innerJoin('patients as p', 'p.userId', 'l.patientId')
    .innerJoin('users as u', 'u.id', 'l.patientId')
    .select(['p.name', 'p.gender', 'u.phone'])
    .where('l.holderId', '=', holderId)
    .where('l.patientId', '=', fileId)
    .where('l.expiresAt', '>', now)
    .where('u.deactivated', '=', false)
    .executeTakeFirst()
  return linked && { patientId: fileId, dependentId: null, ...linked, kind: 'linked' }
}

/**
 * The name a booking's medical file goes by, and the gender of whom it is (texts about them agree with it): the
 * dependent's, else the account's patient profile's.
 */
export async function findFilePerson(
  db: Database,
  patientId: string,
  dependentId: string | null,
): Promise<{ name: string; gender: string } | undefined> {
  return dependentId
    ? await db
        .selectFrom('dependents')
        .select(['name', 'gender'])
        .where('id', '=', dependentId)
        .executeTakeFirst()
    : await db
        .selectFrom('patients')
        .select(['name', 'gender'])
        .where('userId', '=', patientId)
        .executeTakeFirst()
}

export async function hasPatientProfile(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom('patients').select('userId').where('userId', '=', userId).executeTakeFirst()
  return row !== undefined
}

/** Serialises one holder's changes to their files (a row lock on their account). */
export async function lockHolder(db: Database, holderId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', holderId).forUpdate().execute()
}
