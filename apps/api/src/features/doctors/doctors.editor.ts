import {
  maxCompletenessLevel,
  patientPrice,
  practiceCompletenessKeys,
  practiceKinds,
  priceRuleProblem,
  type ClinicPracticeInput,
  type DoctorEditor,
  type DoctorProfileInput,
  type HomePracticeInput,
  type VideoPracticeInput,
} from '@app/domain/doctors'
import { birthdayProblem } from '@app/domain/profiles'
import { cairoDate, DomainError, type ErrorIssue } from '@app/domain/shared'
import * as catalogService from '#api/features/catalog/catalog.service'
import type { RequestContext } from '#api/plugins/context'
import { doctorChanged } from '#api/shared/doctor-changes'
import { refreshDerived } from './doctors.derived'
import { toEditor } from './doctors.mappers'
import * as doctorsRepository from './doctors.repository'
import { practiceColumns } from './doctors.repository'

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
  return toEditor(row, documents)
}

/** Saves the profile sections; every check runs before anything is written, in one transaction. */
export async function updateProfile(
  ctx: RequestContext,
  doctorId: string,
  input: DoctorProfileInput,
): Promise<DoctorEditor> {
  const issues: ErrorIssue[] = []
  const birthday = birthdayProblem(input.personal.birthday, cairoDate(ctx.clock.now()), false)
  if (birthday) issues.push({ path: 'personal.birthday', code: birthday })
  const specialty = await catalogService.findSpecialty(ctx, input.professional.specialtyId)
  if (!specialty) issues.push(catalogService.unknownReference('professional.specialtyId'))
  if (input.residence) issues.push(...(await catalogService.placeIssues(ctx, input.residence, 'residence')))
  if (issues.length || !specialty) invalid(issues)

  await ctx.db.transaction().execute(async (trx) => {
    const row = await doctorsRepository.findById(trx, doctorId, true)
    if (!row) throw new DomainError('PROFILE_NOT_FOUND')
    // Moving to primary care brings its price cap: the prices already set must still hold.
    for (const kind of practiceKinds) {
      const price = row[practiceColumns[kind].price]
      const problem = price === null ? null : priceRuleProblem(price, specialty.isPrimaryCare)
      if (problem) invalid([{ path: 'professional.specialtyId', code: problem }])
    }
    const { personal, professional } = input
    await doctorsRepository.update(trx, doctorId, {
      nameAr: personal.nameAr,
      nameEn: textOrNull(personal.nameEn),
      gender: personal.gender,
      birthday: personal.birthday,
      aboutAr: textOrNull(personal.aboutAr),
      aboutEn: textOrNull(personal.aboutEn),
      specialtyId: professional.specialtyId,
      subspecialty: textOrNull(professional.subspecialty),
      medTitle: professional.medTitle,
      yearsOfExperience: professional.yearsOfExperience,
      medicalDegree: textOrNull(professional.medicalDegree),
      certificates: professional.certificates,
      governorateId: input.residence?.governorateId ?? null,
      areaId: input.residence?.areaId ?? null,
      licenceNumber: textOrNull(input.licenceNumber),
      insurance: textOrNull(input.insurance),
      languages: input.languages,
    })
    await doctorChanged(trx, doctorId)
  })
  return getEditor(ctx, doctorId)
}

export type PracticeInput =
  | { kind: 'video'; input: VideoPracticeInput }
  | { kind: 'clinic'; input: ClinicPracticeInput }
  | { kind: 'home'; input: HomePracticeInput }

/**
 * SPEC 2.8 practices. A practice switched on must be listable: a price (SPEC 5 limits), a clinic its area and
 * address, a home visit its areas; once the doctor has submitted, one practice at least stays on (SPEC 4). All
 * checks run before the single write, so a refused save leaves the row as it was.
 */
export async function updatePractice(
  ctx: RequestContext,
  doctorId: string,
  practice: PracticeInput,
): Promise<DoctorEditor> {
  const { kind, input } = practice
  await ctx.db.transaction().execute(async (trx) => {
    const row = await doctorsRepository.findById(trx, doctorId, true)
    if (!row) throw new DomainError('PROFILE_NOT_FOUND')
    const specialty = await catalogService.findSpecialty(ctx, row.specialtyId)
    const issues: ErrorIssue[] = []
    const price = input.price
    if (price !== undefined) {
      const problem = priceRuleProblem(price, specialty?.isPrimaryCare ?? false)
      if (problem) issues.push({ path: 'price', code: problem })
    }
    if (input.active) {
      if (price === undefined) issues.push({ path: 'price', code: 'validation:required' })
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

    const columns = practiceColumns[kind]
    const common = {
      [columns.active]: input.active,
      [columns.price]: price ?? null,
      [columns.patientPrice]: price === undefined ? null : patientPrice(price).total,
    }
    let changes: doctorsRepository.DoctorChanges = common
    switch (practice.kind) {
      case 'video':
        break
      case 'clinic': {
        const clinic = practice.input
        issues.push(...(await catalogService.placeIssues(ctx, clinic, '')))
        const area =
          clinic.areaId === undefined ? undefined : await catalogService.findArea(ctx, clinic.areaId)
        const governorateId = area?.governorateId ?? clinic.governorateId ?? null
        if (clinic.active && clinic.areaId === undefined)
          issues.push({ path: 'areaId', code: 'validation:required' })
        if (clinic.active && !clinic.address) issues.push({ path: 'address', code: 'validation:required' })
        changes = {
          ...common,
          clinicGovernorateId: governorateId,
          clinicAreaId: clinic.areaId ?? null,
          clinicAddress: textOrNull(clinic.address),
          clinicPhones: clinic.phones,
          clinicLatitude: clinic.location?.latitude ?? null,
          clinicLongitude: clinic.location?.longitude ?? null,
        }
        break
      }
      case 'home': {
        const home = practice.input
        for (const [index, areaId] of home.areaIds.entries()) {
          if (!(await catalogService.findArea(ctx, areaId)))
            issues.push(catalogService.unknownReference(`areaIds.${index}`))
        }
        if (home.active && home.areaIds.length === 0)
          issues.push({ path: 'areaIds', code: 'validation:required' })
        changes = { ...common, homeAreaIds: home.areaIds }
        break
      }
    }
    if (issues.length) invalid(issues)
    await doctorsRepository.update(trx, doctorId, changes)
    await doctorChanged(trx, doctorId)
  })
  return getEditor(ctx, doctorId)
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
  })
  return getEditor(ctx, doctorId)
}
