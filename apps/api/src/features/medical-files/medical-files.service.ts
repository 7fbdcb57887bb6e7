import {
  type LinkMedicalFile,
  type MedicalFile,
  type MedicalFileList,
  type NewDependent,
} from '@app/domain/medical-files'
import { asGender, assertBirthday, addressListSchema, type Gender } from '@app/domain/profiles'
import { cairoDate, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as accountsService from '#api/features/accounts/accounts.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { SignedInContext } from '#api/plugins/context'
import * as medicalFilesRepository from './medical-files.repository'
import type { MedicalFileRow } from './medical-files.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Medical files (SPEC 2.8, 6; issue 9 §1; docs/decisions/0015): the account's own, the family members' it holds,
 * and other patients' it was let into with their mobile and password, for a while. Only patients book, so only a
 * patient's session has files.
 */

/** How long another patient's mobile and password let this account book into their file. */
export const linkLifetimeMs = 2 * 60 * 60_000
/** More family members than a household has is someone filling the table. */
export const maxDependents = 20

function assertPatient(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
}

function toView(row: MedicalFileRow): MedicalFile {
  const addresses = addressListSchema.safeParse(row.addresses)
  const address = addresses.success ? addresses.data[0] : undefined
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    gender: row.gender as MedicalFile['gender'],
    birthday: row.birthday,
    relation: row.relation as MedicalFile['relation'],
    phone: row.phone,
    areaId: address?.areaId ?? null,
    governorateId: address?.governorateId ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  }
}

async function fileView(ctx: SignedInContext, fileId: string): Promise<MedicalFile> {
  const files = await medicalFilesRepository.listFor(ctx.db, ctx.session.userId, ctx.clock.now())
  const file = files.find((f) => f.id === fileId)
  if (!file) throw new DomainError('MEDICAL_FILE_NOT_FOUND')
  return toView(file)
}

export async function listFiles(ctx: SignedInContext): Promise<MedicalFileList> {
  assertPatient(ctx)
  const files = await medicalFilesRepository.listFor(ctx.db, ctx.session.userId, ctx.clock.now())
  if (files.length === 0) throw new DomainError('PROFILE_NOT_FOUND')
  return { files: files.map(toView) }
}

/** A family member's new file, held by this account; a child may be any age, the holder is the adult. */
export async function addDependent(ctx: SignedInContext, input: NewDependent): Promise<MedicalFile> {
  assertPatient(ctx)
  const holderId = ctx.session.userId
  assertBirthday(input.birthday, cairoDate(ctx.clock.now()), false)
  if (!(await medicalFilesRepository.hasPatientProfile(ctx.db, holderId)))
    throw new DomainError('PROFILE_NOT_FOUND')
  const id = await ctx.db.transaction().execute(async (trx) => {
    // One holder's additions are counted one at a time, so two at once cannot pass the limit together.
    await medicalFilesRepository.lockHolder(trx, holderId)
    if ((await medicalFilesRepository.countDependents(trx, holderId)) >= maxDependents)
      throw new DomainError('VALIDATION_FAILED', {}, [
        { path: 'name', code: 'validation:medicalFile.tooMany' },
      ])
    return medicalFilesRepository.insertDependent(trx, { holderId, ...input })
  })
  return fileView(ctx, id)
}

/**
 * SPEC 2.8: another patient's file, opened with their mobile and password. The password is checked exactly as at
 * sign-in (the same limits per account and source, the same time for unknown numbers); the patient is told, and
 * the opening is audited, since their identity is health-record data.
 */
export async function linkFile(ctx: SignedInContext, input: LinkMedicalFile): Promise<MedicalFile> {
  assertPatient(ctx)
  const holderId = ctx.session.userId
  const account = await accountsService.accountWithPassword(ctx, { method: 'phone', ...input })
  if (account.id === holderId)
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'phone', code: 'validation:medicalFile.own' }])
  if (!(await medicalFilesRepository.hasPatientProfile(ctx.db, account.id)))
    throw new DomainError('MEDICAL_FILE_NOT_FOUND')
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    await medicalFilesRepository.upsertLink(trx, {
      holderId,
      patientId: account.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + linkLifetimeMs),
    })
    await auditService.record(trx, {
      actorUserId: holderId,
      action: 'medicalFile.link',
      subjectUserId: account.id,
      resource: `patients/${account.id}`,
    })
    await notificationsService.notify(ctx, trx, {
      recipientId: account.id,
      type: 'security.medicalFileLinked',
      params: { holderName: await fileName(trx, holderId, null) },
      link: '/settings',
    })
  })
  return fileView(ctx, account.id)
}

/**
 * Whose file a booking for someone else goes into (bookings.service; the caller's own file is their profile): one of
 * their family members' or another patient's opened still in force; anything else is not found, existing or not.
 */
export async function bookableFile(
  db: Database,
  holderId: string,
  fileId: string,
  now: Date,
): Promise<NonNullable<Awaited<ReturnType<typeof medicalFilesRepository.findBookable>>>> {
  const file = await medicalFilesRepository.findBookable(db, holderId, fileId, now)
  if (!file) throw new DomainError('MEDICAL_FILE_NOT_FOUND')
  return file
}

/** The name a booking's medical file goes by (the doctor's notification, the receipt). */
export async function fileName(db: Database, patientId: string, dependentId: string | null): Promise<string> {
  return (await filePerson(db, patientId, dependentId)).name
}

/**
 * Whom a booking's medical file is of, as a notification to the doctor names them: the name, and the gender its
 * Arabic text agrees with (`context`; issue 41 §4).
 */
export async function filePerson(
  db: Database,
  patientId: string,
  dependentId: string | null,
): Promise<{ name: string; context: Gender }> {
  const row = await medicalFilesRepository.findFilePerson(db, patientId, dependentId)
  return { name: row?.name ?? '', context: asGender(row?.gender) }
}
