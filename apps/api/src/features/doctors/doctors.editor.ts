import {
  maxCompletenessLevel,
  patientPrice,
  practiceCompletenessKeys,
  practiceKinds,
  practiceRuleIssues,
  priceRuleProblem,
  type ClinicPracticeInput,
  type DoctorEditor,
  type DoctorProfileInput,
  type HomePracticeInput,
  type PracticeKind,
  type VideoPracticeInput,
} from '@app/domain/doctors'
import { doctorsAccept } from '@app/domain/legal'
import type { PaymentSettings } from '@app/domain/payments'
import { birthdayProblem } from '@app/domain/profiles'
import { cairoDate, DomainError, type ErrorIssue } from '@app/domain/shared'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as reviewsService from '#api/features/doctor-reviews/doctor-reviews.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { doctorChanged } from '#api/shared/doctor-changes'
import { refreshDerived } from './doctors.derived'
import { toEditor } from './doctors.mappers'
import * as doctorsRepository from './doctors.repository'
import { practiceColumns } from './doctors.repository'
import * as contactService from '#api/features/accounts/contact.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import * as legalService from '#api/features/legal/legal.service'
import * as paymentSettingsService from '#api/features/payment-settings/payment-settings.service'

/** An optional text left empty is no text. */
export const textOrNull = (value: string | undefined) => (value ? value : null)

export function invalid(issues: ErrorIssue[]): never {
  throw new DomainError('VALIDATION_FAILED', {}, issues)
}

export async function getEditor(ctx: RequestContext, doctorId: string): Promise<DoctorEditor> {
  const [row, documents] = await Promise.all([
    doctorsRepository.findById(ctx.db, doctorId),
    doctorsRepository.findDocuments(ctx.db, doctorId),
  ])
  if (!row) throw new DomainError('PROFILE_NOT_FOUND')
  return toEditor(row, documents, await paymentSettingsService.current(ctx.db))
}

export type PracticeInput =
  | { kind: 'video'; input: VideoPracticeInput }
  | { kind: 'clinic'; input: ClinicPracticeInput }
  | { kind: 'home'; input: HomePracticeInput }

type Trx = Parameters<typeof doctorsRepository.update>[0]
const within = (prefix: string, issues: readonly ErrorIssue[]): ErrorIssue[] =>
  prefix ? issues.map((issue) => ({ ...issue, path: `${prefix}.${issue.path}` })) : [...issues]

/**
 * The profile sections' checks and changes (SPEC 2.8). `pending` is a practice saved in the same request, whose
 * stored price is about to be replaced, so the primary-care cap is checked on its new price instead.
 */
async function profileStep(
  ctx: RequestContext,
  trx: Trx,
  doctorId: string,
  input: DoctorProfileInput,
  pending?: PracticeKind,
): Promise<{ issues: ErrorIssue[]; changes: doctorsRepository.DoctorChanges; isPrimaryCare: boolean }> {
  const issues: ErrorIssue[] = []
  const birthday = birthdayProblem(input.personal.birthday, cairoDate(ctx.clock.now()), false)
  if (birthday) issues.push({ path: 'personal.birthday', code: birthday })
  const specialty = await catalogService.findSpecialty(ctx, input.professional.specialtyId)
  if (!specialty) issues.push(catalogService.unknownReference('professional.specialtyId'))
  if (input.residence) issues.push(...(await catalogService.placeIssues(ctx, input.residence, 'residence')))
  const row = await doctorsRepository.findById(trx, doctorId, true)
  if (!row) throw new DomainError('PROFILE_NOT_FOUND')
  // Moving to primary care brings its price cap: the prices already set must still hold.
  for (const kind of practiceKinds) {
    const price = row[practiceColumns[kind].price]
    const problem =
      price === null || kind === pending || !specialty
        ? null
        : // The company's maximum is checked when a price is set (practiceStep), not on a profile save.
          priceRuleProblem(price, specialty.isPrimaryCare, Number.POSITIVE_INFINITY)
    if (problem && !issues.some((i) => i.path === 'professional.specialtyId'))
      issues.push({ path: 'professional.specialtyId', code: problem })
  }
  const { personal, professional } = input
  const changes: doctorsRepository.DoctorChanges = {
    nameAr: personal.nameAr,
    nameEn: textOrNull(personal.nameEn),
    gender: personal.gender,
    birthday: personal.birthday,
    aboutAr: textOrNull(personal.aboutAr),
    aboutEn: textOrNull(personal.aboutEn),
    specialtyId: professional.specialtyId,
    subspecialty: textOrNull(professional.subspecialty),
    subspecialtyEn: textOrNull(professional.subspecialtyEn),
    medTitle: professional.medTitle,
    yearsOfExperience: professional.yearsOfExperience,
    medicalDegree: textOrNull(professional.medicalDegree),
    medicalDegreeEn: textOrNull(professional.medicalDegreeEn),
    // Only the keys a certificate has: the stored list stays as small as what was written.
    certificates: professional.certificates.map((c) => ({
      name: c.name,
      ...(c.nameEn ? { nameEn: c.nameEn } : {}),
      ...(c.category ? { category: c.category } : {}),
      ...(c.type ? { type: c.type } : {}),
    })),
    governorateId: input.residence?.governorateId ?? null,
    areaId: input.residence?.areaId ?? null,
    licenceNumber: textOrNull(input.licenceNumber),
    insuranceCategory: input.insurance?.category ?? null,
    insuranceName: input.insurance?.category ? textOrNull(input.insurance.name) : null,
    practiceCountries: input.practiceCountries,
    languages: input.languages,
  }
  return { issues, changes, isPrimaryCare: specialty?.isPrimaryCare ?? false }
}

/**
 * SPEC 2.8 practices: the shared rules (practiceRuleIssues, the same the editor page runs), then what needs
 * stored state — the specialty offers the practice; once the doctor has submitted, one practice at least stays on
 * (SPEC 4). `specialtyId` is the specialty the practice is checked against (the one being saved, if any).
 */
async function practiceStep(
  ctx: RequestContext,
  trx: Trx,
  doctorId: string,
  practice: PracticeInput,
  settings: PaymentSettings,
  specialtyId?: number,
): Promise<{ issues: ErrorIssue[]; changes: doctorsRepository.DoctorChanges }> {
  const { kind, input } = practice
  const row = await doctorsRepository.findById(trx, doctorId, true)
  if (!row) throw new DomainError('PROFILE_NOT_FOUND')
  const specialty = await catalogService.findSpecialty(ctx, specialtyId ?? row.specialtyId)
  const issues: ErrorIssue[] = practiceRuleIssues(
    kind,
    input,
    specialty?.isPrimaryCare ?? false,
    settings.maxPricePiastres,
  )
  if (input.active) {
    const offered = {
      video: specialty?.enabledVideo,
      clinic: specialty?.enabledClinic,
      home: specialty?.enabledHome,
    }
    if (!offered[kind]) issues.push({ path: 'active', code: 'validation:practice.notOffered' })
  }
  const others = practiceKinds.filter((k) => k !== kind).some((k) => row[practiceColumns[k].active])
  if (row.submittedAt && !input.active && !others)
    issues.push({ path: 'active', code: 'validation:practice.oneRequired' })

  const price = input.price
  const columns = practiceColumns[kind]
  const common = {
    [columns.active]: input.active,
    [columns.price]: price ?? null,
    [columns.patientPrice]: price === undefined ? null : patientPrice(price, settings).total,
  }
  switch (practice.kind) {
    case 'video':
      return { issues, changes: common }
    case 'clinic': {
      const clinic = practice.input
      issues.push(...(await catalogService.placeIssues(ctx, clinic, '')))
      const area = clinic.areaId === undefined ? undefined : await catalogService.findArea(ctx, clinic.areaId)
      return {
        issues,
        changes: {
          ...common,
          clinicGovernorateId: area?.governorateId ?? clinic.governorateId ?? null,
          clinicAreaId: clinic.areaId ?? null,
          clinicAddress: textOrNull(clinic.address),
          clinicPhones: clinic.phones,
          clinicLatitude: clinic.location?.latitude ?? null,
          clinicLongitude: clinic.location?.longitude ?? null,
        },
      }
    }
    case 'home': {
      const home = practice.input
      for (const [index, areaId] of home.areaIds.entries()) {
        if (!(await catalogService.findArea(ctx, areaId)))
          issues.push(catalogService.unknownReference(`areaIds.${index}`))
      }
      return { issues, changes: { ...common, homeAreaIds: home.areaIds } }
    }
  }
}

type Step = { issues: ErrorIssue[]; changes: doctorsRepository.DoctorChanges }

/**
 * Runs a save's checks and, when they pass, its single write, the refresh of what derives from it, and what the
 * change means for the review (an admin's edit audited; a verified doctor's own change to a reviewed field sent
 * back to waiting: docs/decisions/0016).
 */
async function applySteps(
  ctx: SignedInContext,
  doctorId: string,
  steps: (trx: Trx, settings: PaymentSettings) => Promise<Step>,
) {
  await ctx.db.transaction().execute(async (trx) => {
    // ADR 0049: the payment settings in share mode before the doctor's row (an admin's change locks them, then every
    // doctor's row): a price stored here is computed with the settings in force, and a change waits for it.
    const settings = await paymentSettingsService.inForce(trx, true)
    const before = await doctorsRepository.findById(trx, doctorId, true)
    if (!before) throw new DomainError('PROFILE_NOT_FOUND')
    const step = await steps(trx, settings)
    if (step.issues.length) invalid(step.issues)
    await doctorsRepository.update(trx, doctorId, step.changes)
    await doctorChanged(trx, doctorId)
    await reviewsService.doctorEdited(ctx, trx, doctorId, before, step.changes)
  })
  return getEditor(ctx, doctorId)
}

/** Saves the profile sections; every check runs before anything is written, in one transaction. */
export function updateProfile(ctx: SignedInContext, doctorId: string, input: DoctorProfileInput) {
  return applySteps(ctx, doctorId, (trx) => profileStep(ctx, trx, doctorId, input))
}

/** Saves one practice; all checks run before the single write, so a refused save leaves the row as it was. */
export function updatePractice(ctx: SignedInContext, doctorId: string, practice: PracticeInput) {
  return applySteps(ctx, doctorId, (trx, settings) => practiceStep(ctx, trx, doctorId, practice, settings))
}

/**
 * SPEC 2.8 'Save (finish later)' in one request (issue 7 §2): the profile sections and the page's practice are
 * checked together and written in one transaction, so a refused practice leaves the profile as it was too. Issues
 * are named as the body names them (`profile.personal.nameAr`, `practice.price`).
 */
export function saveEditor(
  ctx: SignedInContext,
  doctorId: string,
  save: { profile: DoctorProfileInput; practice: PracticeInput },
): Promise<DoctorEditor> {
  return applySteps(ctx, doctorId, async (trx, settings) => {
    const profile = await profileStep(ctx, trx, doctorId, save.profile, save.practice.kind)
    const practice = await practiceStep(
      ctx,
      trx,
      doctorId,
      save.practice,
      settings,
      save.profile.professional.specialtyId,
    )
    return {
      issues: [...within('profile', profile.issues), ...within('practice', practice.issues)],
      changes: { ...profile.changes, ...practice.changes },
    }
  })
}

/**
 * SPEC 2.8 and 4 "submit to admin": the start tab and at least one active practice must be complete. The admins
 * review and verify the profile in their console; until then it waits.
 */
export async function submitProfile(ctx: RequestContext, doctorId: string): Promise<DoctorEditor> {
  await ctx.db.transaction().execute(async (trx) => {
    const completeness = await refreshDerived(trx, doctorId)
    const row = await doctorsRepository.findById(trx, doctorId, true)
    if (!row) throw new DomainError('PROFILE_NOT_FOUND')
    const readyPractice = practiceKinds.some(
      (kind) =>
        row[practiceColumns[kind].active] &&
        (completeness[practiceCompletenessKeys[kind]] ?? 0) >= maxCompletenessLevel,
    )
    if ((completeness.tabStart ?? 0) < maxCompletenessLevel || !readyPractice)
      throw new DomainError('PROFILE_INCOMPLETE', {
        tabStart: completeness.tabStart ?? 0,
        practiceVideo: completeness.practiceVideo ?? 0,
      })
    await doctorsRepository.update(trx, doctorId, { submittedAt: ctx.clock.now() })
    // Issue 45 §1: the doctor's own submission accepts the current doctor terms and doctors agreement (an admin
    // submitting for them accepts nothing in their name).
    if (ctx.session?.userId === doctorId)
      await legalService.acceptCurrentVersions(trx, doctorId, doctorsAccept, 'review', ctx.clock.now())
    // Issue 8 §3: the doctor hears it went, and every admin that a review waits (in this transaction).
    await notificationsService.notify(ctx, trx, {
      recipientId: doctorId,
      type: 'practice.profileSubmitted',
      params: {},
      link: '/profile',
    })
    // Each admin reads the doctor's name in their own language, and the Arabic text agrees with the doctor's gender.
    const doctor = notificationsService.doctorNamed(row)
    for (const adminId of await contactService.adminIds(trx))
      await notificationsService.notify(ctx, trx, {
        recipientId: adminId,
        type: 'practice.reviewRequested',
        params: doctor,
        link: `/manage-doctors/${doctorId}`,
      })
  })
  return getEditor(ctx, doctorId)
}
