import {
  assertBirthday,
  type AdminEditableRole,
  uploadPurposes,
  type Profile,
  type ProfileInput,
  type UploadedFile,
  type UploadPurpose,
} from '@app/domain/profiles'
import { cairoDate, changedValues, DomainError, type ErrorIssue, type Role } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as reviewsService from '#api/features/doctor-reviews/doctor-reviews.service'
import * as filesService from '#api/features/files/files.service'
import * as profileMeasurementsService from '#api/features/measurements/profile-measurements.service'
import { provideAccountProfiles } from '#api/shared/account-profiles'
import { doctorChanged } from '#api/shared/doctor-changes'
import type { SignedInContext } from '#api/plugins/context'
import { toProfile, toSummary, type ProfileSummary } from './profiles.mappers'
import * as profilesRepository from './profiles.repository'
import * as auditService from '#api/features/audit/audit.service'

export type { ProfileSummary } from './profiles.mappers'

/** Used by accounts: which role profiles a user holds, and the frame's summary of one. */
export const findRoles = (db: Database, userId: string) => profilesRepository.findRoles(db, userId)
export async function findSummary(db: Database, userId: string, role: Role): Promise<ProfileSummary | null> {
  const profile = await profilesRepository.findProfileRow(db, userId, role)
  return profile && toSummary(profile)
}
/** Used by accounts inside its transaction: SPEC 7.1 writes a new email or phone to every profile. */
export const updateContact = (
  db: Database,
  userId: string,
  contact: { email?: string | null; phoneNumber?: string },
) => profilesRepository.updateContact(db, userId, contact)
// Accounts reaches these through shared/account-profiles (issue 41 §6): profiles imports accounts, never the reverse.
provideAccountProfiles({ rolesOf: findRoles, summaryOf: findSummary, contactChanged: updateContact })

/** A user's profile for a role as the API answers it, with the duplicate national ID warning (SPEC 5). */
async function readProfile(db: Database, userId: string, role: Role): Promise<Profile> {
  const profile = await profilesRepository.findProfileRow(db, userId, role)
  if (!profile) throw new DomainError('PROFILE_NOT_FOUND')
  const idNumber = profile.role === 'patient' ? profile.row.idNumber : null
  const duplicate = idNumber ? await profilesRepository.countOthersWithNationalId(db, idNumber, userId) : 0
  return toProfile(profile, duplicate > 0)
}

export async function getMyProfile(ctx: SignedInContext): Promise<Profile> {
  return readProfile(ctx.db, ctx.session.userId, ctx.session.contextRole)
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

export async function createMyProfile(ctx: SignedInContext, input: ProfileInput): Promise<Profile> {
  assertRole(ctx, input)
  assertRules(ctx, input)
  await assertReferences(ctx, input)
  const user = await contactService.getContact(ctx)
  const { userId } = ctx.session
  await ctx.db.transaction().execute(async (trx) => {
    if (await profilesRepository.findProfileRow(trx, userId, input.role))
      throw new DomainError('PROFILE_EXISTS')
    // A first email given with the profile is linked to the account (SPEC 5: "an email … linked to it"); its
    // verification email is a job of this transaction.
    const email = user.email ?? input.email ?? null
    if (!user.email && input.email) await contactService.linkFirstEmail(ctx, trx, input.email)
    const contact = { email, phoneNumber: user.phone }
    switch (input.role) {
      case 'patient':
        await profilesRepository.insertPatient(trx, userId, contact, input)
        // The height and weight given at sign-up open the health record (issue 41 §4).
        await profileMeasurementsService.recordFromProfile(
          ctx,
          trx,
          userId,
          { height: input.height, weight: input.weight },
          userId,
        )
        break
      case 'doctor':
        await profilesRepository.insertDoctor(trx, userId, contact, input, doctorStartCompleteness)
        break
      case 'lab':
      case 'radio':
        await profilesRepository.insertCentre(trx, userId, contact, input)
        break
    }
  })
  return getMyProfile(ctx)
}

export async function updateMyProfile(ctx: SignedInContext, input: ProfileInput): Promise<Profile> {
  assertRole(ctx, input)
  await writeProfile(ctx, ctx.session.userId, input, 'owner')
  return getMyProfile(ctx)
}

/**
 * Saves a role profile, every check before the write, in one transaction. The owner's save links a first email
 * given with it; an admin's never touches the account's contact (SPEC 7.1: it changes through its own pages) and is
 * audited with the fields it moved, before and after (issue 10 §5). A doctor's save refreshes the derived
 * completeness and, if it moves a reviewed field of a verified profile, sends it back to review (ADR 0016).
 */
async function writeProfile(
  ctx: SignedInContext,
  userId: string,
  input: ProfileInput,
  by: 'owner' | 'admin',
): Promise<void> {
  assertRules(ctx, input)
  await assertReferences(ctx, input)
  const user = by === 'owner' ? await contactService.getContact(ctx) : null
  await ctx.db.transaction().execute(async (trx) => {
    const before = await profilesRepository.findProfileRow(trx, userId, input.role, true)
    if (!before) throw new DomainError('PROFILE_NOT_FOUND')
    // An account still without an email links the one given here; a set email changes only via /change-email.
    if (user && !user.email && input.email) {
      await contactService.linkFirstEmail(ctx, trx, input.email)
      await profilesRepository.updateContact(trx, userId, { email: input.email })
    }
    switch (input.role) {
      case 'patient':
        await profilesRepository.updatePatient(trx, userId, input)
        if (before.role === 'patient')
          await profileMeasurementsService.recordFromProfile(
            ctx,
            trx,
            userId,
            movedMeasures(before.row, input),
            ctx.session.userId,
          )
        break
      case 'doctor':
        await profilesRepository.updateDoctor(trx, userId, input)
        break
      case 'lab':
      case 'radio':
        await profilesRepository.updateCentre(trx, userId, input)
        break
    }
    const after = await profilesRepository.findProfileRow(trx, userId, input.role)
    if (!after) throw new DomainError('PROFILE_NOT_FOUND')
    if (before.role === 'doctor' && after.role === 'doctor') {
      await doctorChanged(trx, userId)
      await reviewsService.doctorEdited(ctx, trx, userId, before.row, after.row)
    }
    if (by === 'admin') {
      const { updatedAt: _before, ...was } = before.row
      const { updatedAt: _after, ...now } = after.row
      const moved = changedValues(was, now)
      if (moved)
        await auditService.record(trx, {
          actorUserId: ctx.session.userId,
          action: `${input.role}.profile.update`,
          subjectUserId: userId,
          resource: `${input.role === 'patient' ? 'patients' : 'centres'}/${userId}`,
          detail: moved,
        })
    }
  })
}

/**
 * The height and weight a profile save changes (issue 41 §4): only those reach the health record, so saving a
 * profile whose height is older than the record's latest does not bring the old height back as today's.
 */
function movedMeasures(
  before: { height: string | null; weight: string | null },
  input: { height?: string | undefined; weight?: string | undefined },
): { height?: string; weight?: string } {
  const moved: { height?: string; weight?: string } = {}
  if (input.height !== undefined && input.height !== before.height) moved.height = input.height
  if (input.weight !== undefined && input.weight !== before.weight) moved.weight = input.weight
  return moved
}

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

/** An admin opens a patient's, lab's or radio's profile to edit it (issue 10 §1; SPEC 4, 6). */
export async function getProfileFor(ctx: SignedInContext, role: AdminEditableRole, userId: string) {
  assertAdmin(ctx)
  const profile = await readProfile(ctx.db, userId, role)
  // A patient's profile holds health and identity data (height, weight, national ID): a read by anyone but the
  // patient is kept in the audit log (ARCHITECTURE, Health data).
  if (role === 'patient')
    await auditService.record(ctx.db, {
      actorUserId: ctx.session.userId,
      action: 'patient.profile.read',
      subjectUserId: userId,
      resource: `patients/${userId}`,
    })
  return profile
}

/** An admin saves a patient's, lab's or radio's profile: the owner's rules, and an audit entry. */
export async function updateProfileFor(
  ctx: SignedInContext,
  role: AdminEditableRole,
  userId: string,
  input: ProfileInput,
): Promise<Profile> {
  assertAdmin(ctx)
  if (input.role !== role) throw new DomainError('PROFILE_ROLE_REQUIRED', { role })
  await writeProfile(ctx, userId, input, 'admin')
  return readProfile(ctx.db, userId, role)
}

/** A user's avatar or identity document. Either replaces the one before, which is deleted (PDPL 151/2020). */
export async function uploadMyFile(
  ctx: SignedInContext,
  purpose: UploadPurpose,
  body: Buffer,
): Promise<UploadedFile> {
  const { userId, contextRole } = ctx.session
  if (purpose === 'avatar') return uploadPhoto(ctx, { userId, role: contextRole }, body)
  const allowed: readonly string[] = uploadPurposes[purpose]
  filesService.checkUpload({ purpose, body, allowed })
  if (contextRole !== 'patient') throw new DomainError('FORBIDDEN')
  return filesService.storeUpload(ctx, { purpose, body, allowed }, (trx, file) =>
    profilesRepository.setIdDocument(trx, userId, file.id),
  )
}

/**
 * Sets a role profile's photo: the user's own, or (the caller has checked) an admin's upload for a doctor. The photo
 * it replaces is deleted (data minimisation); a doctor's photo is part of the start tab (SPEC 2.3), so the doctor's
 * derived values are refreshed in the same transaction.
 */
export async function uploadPhoto(
  ctx: SignedInContext,
  owner: { userId: string; role: Role },
  body: Buffer,
): Promise<UploadedFile> {
  const purpose = 'avatar'
  const allowed: readonly string[] = uploadPurposes[purpose]
  return filesService.storeUpload(
    ctx,
    { purpose, body, allowed, ownerUserId: owner.userId },
    async (trx, file) => {
      const photo = await profilesRepository.setPhoto(trx, owner.userId, owner.role, file.id)
      if (photo && owner.role === 'doctor') await doctorChanged(trx, owner.userId)
      return photo
    },
  )
}
