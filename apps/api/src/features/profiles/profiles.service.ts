import {
  assertBirthday,
  uploadPurposes,
  type Profile,
  type ProfileInput,
  type UploadedFile,
  type UploadPurpose,
} from '@app/domain/profiles'
import { cairoDate, DomainError, type ErrorIssue, type Role } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as contactService from '#api/features/accounts/contact.service'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as filesService from '#api/features/files/files.service'
import { doctorChanged } from '#api/shared/doctor-changes'
import type { SignedInContext } from '#api/plugins/context'
import { toProfile, toSummary, type ProfileSummary } from './profiles.mappers'
import * as profilesRepository from './profiles.repository'

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

export async function getMyProfile(ctx: SignedInContext): Promise<Profile> {
  const { userId, contextRole } = ctx.session
  const profile = await profilesRepository.findProfileRow(ctx.db, userId, contextRole)
  if (!profile) throw new DomainError('PROFILE_NOT_FOUND')
  const idNumber = profile.role === 'patient' ? profile.row.idNumber : null
  const duplicate = idNumber
    ? await profilesRepository.countOthersWithNationalId(ctx.db, idNumber, userId)
    : 0
  return toProfile(profile, duplicate > 0)
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
  assertRules(ctx, input)
  await assertReferences(ctx, input)
  const user = await contactService.getContact(ctx)
  const { userId } = ctx.session
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await profilesRepository.findProfileRow(trx, userId, input.role)))
      throw new DomainError('PROFILE_NOT_FOUND')
    // An account still without an email links the one given here; a set email changes only via /change-email.
    if (!user.email && input.email) {
      await contactService.linkFirstEmail(ctx, trx, input.email)
      await profilesRepository.updateContact(trx, userId, { email: input.email })
    }
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
  })
  return getMyProfile(ctx)
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
