import { randomUUID } from 'node:crypto'
import {
  assertBirthday,
  uploadPurposes,
  type Profile,
  type ProfileInput,
  type UploadedFile,
  type UploadPurpose,
} from '@app/domain/profiles'
import { cairoDate, constants, DomainError, type ErrorIssue, type Role } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as catalogService from '#api/features/catalog/catalog.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { sniffContentType } from './file-sniff'
import * as profilesRepository from './profiles.repository'

export type { ProfileSummary } from './profiles.repository'

/** Used by accounts: which role profiles a user holds, and the frame's summary of one. */
export const findRoles = (db: Database, userId: string) => profilesRepository.findRoles(db, userId)
export const findSummary = (db: Database, userId: string, role: Role) =>
  profilesRepository.findSummary(db, userId, role)
/** Used by accounts inside its transaction: SPEC 7.1 writes a new email or phone to every profile. */
export const updateContact = (
  db: Database,
  userId: string,
  contact: { email?: string | null; phoneNumber?: string },
) => profilesRepository.updateContact(db, userId, contact)

export async function getMyProfile(ctx: SignedInContext): Promise<Profile> {
  const profile = await profilesRepository.findProfile(ctx.db, ctx.session.userId, ctx.session.contextRole)
  if (!profile) throw new DomainError('PROFILE_NOT_FOUND')
  return profile
}

function assertRole(ctx: SignedInContext, input: ProfileInput): void {
  if (input.role !== ctx.session.contextRole)
    throw new DomainError('PROFILE_ROLE_REQUIRED', { role: input.role })
}

function assertRules(ctx: SignedInContext, input: ProfileInput): void {
  const today = cairoDate(ctx.clock.now())
  if (input.role === 'patient') assertBirthday(input.birthday, today, true)
  if (input.role === 'doctor') assertBirthday(input.birthday, today, false)
}

/**
 * Issue 7 §1: every id the profile names must exist in the catalog (and an address's area lie in its
 * governorate), answered as a 400 naming the field before anything is written, never as a foreign-key 500.
 */
async function assertReferences(ctx: SignedInContext, input: ProfileInput): Promise<void> {
  const issues: ErrorIssue[] = []
  switch (input.role) {
    case 'patient':
      if (
        input.nationalityId !== undefined &&
        !(await catalogService.findNationality(ctx, input.nationalityId))
      )
        issues.push(catalogService.unknownReference('nationalityId'))
      issues.push(...(await catalogService.addressesIssues(ctx, input.addresses)))
      break
    case 'doctor':
      if (!(await catalogService.findSpecialty(ctx, input.specialtyId)))
        issues.push(catalogService.unknownReference('specialtyId'))
      break
    case 'lab':
    case 'radio':
      issues.push(...(await catalogService.addressesIssues(ctx, input.addresses)))
      break
  }
  if (issues.length) throw new DomainError('VALIDATION_FAILED', {}, issues)
}

/** The first level of a doctor's start tab; the practice editor (/profile/edit/*) takes it to 4. */
const doctorStartCompleteness = { tabStart: 2 }

export async function createMyProfile(
  ctx: SignedInContext,
  input: ProfileInput,
  user: { phone: string; email: string | null },
  linkEmail: (db: Database, email: string) => Promise<() => Promise<void>>,
): Promise<Profile> {
  assertRole(ctx, input)
  assertRules(ctx, input)
  await assertReferences(ctx, input)
  const { userId } = ctx.session
  const afterCommit = await ctx.db.transaction().execute(async (trx) => {
    if (await profilesRepository.findSummary(trx, userId, input.role)) throw new DomainError('PROFILE_EXISTS')
    // A first email given with the profile is linked to the account (SPEC 5: "an email … linked to it").
    const email = user.email ?? input.email ?? null
    const sendVerification = !user.email && input.email ? await linkEmail(trx, input.email) : null
    const contact = { email, phoneNumber: user.phone }
    switch (input.role) {
      case 'patient':
        await profilesRepository.insertPatient(trx, userId, contact, input)
        break
      case 'doctor':
        await profilesRepository.insertDoctor(trx, userId, contact, input, doctorStartCompleteness)
        break
      case 'lab':
      case 'radio':
        await profilesRepository.insertCentre(trx, userId, contact, input)
        break
    }
    return sendVerification
  })
  await afterCommit?.()
  return getMyProfile(ctx)
}

export async function updateMyProfile(
  ctx: SignedInContext,
  input: ProfileInput,
  user: { email: string | null },
  linkEmail: (db: Database, email: string) => Promise<() => Promise<void>>,
): Promise<Profile> {
  assertRole(ctx, input)
  assertRules(ctx, input)
  await assertReferences(ctx, input)
  const { userId } = ctx.session
  const afterCommit = await ctx.db.transaction().execute(async (trx) => {
    if (!(await profilesRepository.findSummary(trx, userId, input.role)))
      throw new DomainError('PROFILE_NOT_FOUND')
    // An account still without an email links the one given here; a set email changes only via /change-email.
    const sendVerification = !user.email && input.email ? await linkEmail(trx, input.email) : null
    if (sendVerification) await profilesRepository.updateContact(trx, userId, { email: input.email ?? null })
    switch (input.role) {
      case 'patient':
        await profilesRepository.updatePatient(trx, userId, input)
        break
      case 'doctor':
        await profilesRepository.updateDoctor(trx, userId, input)
        break
      case 'lab':
      case 'radio':
        await profilesRepository.updateCentre(trx, userId, input)
        break
    }
    return sendVerification
  })
  await afterCommit?.()
  return getMyProfile(ctx)
}

const extensionByType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

/** The extensions a declared file name may carry for each type we accept. */
const extensionsByType: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
}

export interface CheckedUpload {
  purpose: string
  body: Buffer
  /** The types the bytes may prove. */
  allowed: readonly string[]
  /**
   * What the client said the file was. When given, a name or a declared type that names another type than the
   * bytes prove is refused too (a PDF renamed as an image is not an image, even where both are welcome).
   */
  declared?: { filename?: string | undefined; mimetype?: string | undefined }
}

/** The type the bytes prove, or FILE_REQUIRED / FILE_TOO_BIG / FILE_TYPE_NOT_SUPPORTED. */
export function checkUpload(upload: CheckedUpload): string {
  const { body, allowed, declared } = upload
  if (body.length === 0) throw new DomainError('FILE_REQUIRED')
  if (body.length > constants.maxUploadBytes) throw new DomainError('FILE_TOO_BIG', { limit: '5 MB' })
  const contentType = sniffContentType(body)
  if (!contentType || !allowed.includes(contentType)) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  if (declared) {
    const mimetype = declared.mimetype?.toLowerCase()
    if (
      mimetype &&
      mimetype !== 'application/octet-stream' &&
      mimetype in extensionsByType &&
      mimetype !== contentType
    )
      throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
    const extension = declared.filename?.includes('.')
      ? declared.filename.split('.').pop()?.toLowerCase()
      : undefined
    const claimed = Object.entries(extensionsByType).find(([, list]) => extension && list.includes(extension))
    if (claimed && claimed[0] !== contentType) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  }
  return contentType
}

/**
 * Stores an upload after checking its bytes (ASVS 12.2.1: the content decides the type, never the name or the
 * declared type), then lets the caller point its record at the file in one transaction; a failed database write
 * removes the file. Other features (a doctor's specialty documents) upload through this.
 */
export async function storeCheckedUpload(
  ctx: SignedInContext,
  upload: CheckedUpload & {
    /** Whose file it is (who may read it): the uploader unless an admin uploads for someone. */
    ownerUserId?: string
  },
  attach: (db: Database, file: { id: string; contentType: string }) => Promise<boolean>,
): Promise<UploadedFile> {
  const contentType = checkUpload(upload)
  const userId = upload.ownerUserId ?? ctx.session.userId
  const storageKey = `${userId}/${upload.purpose}/${randomUUID()}.${extensionByType[contentType]}`
  await ctx.adapters.storage.put(storageKey, upload.body, contentType)
  try {
    const fileId = await ctx.db.transaction().execute(async (trx) => {
      const id = await profilesRepository.insertFile(trx, {
        ownerUserId: userId,
        purpose: upload.purpose,
        contentType,
        sizeBytes: upload.body.length,
        storageKey,
      })
      if (!(await attach(trx, { id, contentType }))) throw new DomainError('PROFILE_NOT_FOUND')
      return id
    })
    return { fileId, url: `/api/v1/files/${fileId}` }
  } catch (error) {
    await ctx.adapters.storage.delete(storageKey)
    throw error
  }
}

/**
 * Deletes a stored file: `detach` removes what points at it (false: nothing of the caller's does, so NOT_FOUND),
 * then the file row goes in the same transaction and the bytes once it has committed.
 */
export async function deleteStoredFile(
  ctx: SignedInContext,
  fileId: string,
  detach: (db: Database) => Promise<boolean>,
): Promise<void> {
  const storageKey = await ctx.db.transaction().execute(async (trx) => {
    if (!(await detach(trx))) throw new DomainError('NOT_FOUND')
    return profilesRepository.deleteFile(trx, fileId)
  })
  if (storageKey) await ctx.adapters.storage.delete(storageKey)
}

/**
 * A user's avatar or identity document. `afterAttach` runs in the same transaction once a photo is attached, for
 * what depends on it (a doctor's registration completeness).
 */
export async function uploadMyFile(
  ctx: SignedInContext,
  purpose: UploadPurpose,
  body: Buffer,
  afterAttach: (db: Database) => Promise<void> = async () => {},
): Promise<UploadedFile> {
  const { userId, contextRole } = ctx.session
  if (purpose === 'avatar') return uploadPhoto(ctx, { userId, role: contextRole }, body, afterAttach)
  const allowed: readonly string[] = uploadPurposes[purpose]
  checkUpload({ purpose, body, allowed })
  if (contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  // Identity documents are kept as uploaded.
  return storeCheckedUpload(ctx, { purpose, body, allowed }, (trx, file) =>
    profilesRepository.setIdDocument(trx, userId, file.id),
  )
}

/**
 * Sets a role profile's photo: the user's own, or (the caller has checked) an admin's upload for a doctor. The photo
 * it replaces is deleted (data minimisation); `afterAttach` runs in the same transaction.
 */
export async function uploadPhoto(
  ctx: SignedInContext,
  owner: { userId: string; role: Role },
  body: Buffer,
  afterAttach: (db: Database) => Promise<void> = async () => {},
): Promise<UploadedFile> {
  const purpose = 'avatar'
  const allowed: readonly string[] = uploadPurposes[purpose]
  let replacedKey: string | undefined
  const uploaded = await storeCheckedUpload(
    ctx,
    { purpose, body, allowed, ownerUserId: owner.userId },
    async (trx, file) => {
      const photo = await profilesRepository.setPhoto(trx, owner.userId, owner.role, file.id)
      if (!photo.updated) return false
      await afterAttach(trx)
      if (photo.replaced) replacedKey = await profilesRepository.deleteFile(trx, photo.replaced)
      return true
    },
  )
  if (replacedKey) await ctx.adapters.storage.delete(replacedKey)
  return uploaded
}

/**
 * Avatars are shown to anyone; identity documents only to their owner and to admins, and an admin's
 * read is written to the audit log (health and identity data, ARCHITECTURE "Health data").
 */
export async function readFile(
  ctx: RequestContext,
  fileId: string,
): Promise<{ body: Buffer; contentType: string }> {
  const file = await profilesRepository.findFile(ctx.db, fileId)
  // Profile photos appear on public doctor pages and search results; their ids are unguessable.
  if (file?.purpose === 'avatar') return readStored(ctx, file)
  const session = ctx.session
  if (!session) throw new DomainError('UNAUTHENTICATED')
  if (!file) throw new DomainError('NOT_FOUND')
  const isOwner = file.ownerUserId === session.userId
  if (!isOwner) {
    if (!session.isAdmin) throw new DomainError('NOT_FOUND')
    await profilesRepository.insertAudit(ctx.db, {
      actorUserId: session.userId,
      action: 'file.read',
      subjectUserId: file.ownerUserId,
      resource: `files/${file.id}`,
    })
  }
  return readStored(ctx, file)
}

async function readStored(ctx: RequestContext, file: { storageKey: string; contentType: string }) {
  const body = await ctx.adapters.storage.get(file.storageKey)
  if (!body) throw new DomainError('NOT_FOUND')
  return { body, contentType: file.contentType }
}
