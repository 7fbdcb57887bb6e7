import type { RegCompleteness } from '@app/domain/accounts'
import {
  bandRange,
  doctorDocumentTypes,
  doctorQueryLimit,
  ePaymentSurcharge,
  maxCompletenessLevel,
  maxDoctorDocuments,
  nextSlotHorizonDays,
  normalizeName,
  patientPrice,
  practiceCompleteness,
  practiceCompletenessKeys,
  practiceKinds,
  priceRuleProblem,
  proficiencyRank,
  roundRating,
  startCompleteness,
  type ClinicPracticeInput,
  type DoctorCard,
  type DoctorEditor,
  type DoctorPage,
  type DoctorProfileInput,
  type DoctorSearchQuery,
  type DoctorSearchResult,
  type FavouritesQuery,
  type HomePracticeInput,
  type LanguageLevel,
  type PracticePrice,
  type VideoPracticeInput,
} from '@app/domain/doctors'
import { birthdayProblem, proficiencies, type UploadedFile } from '@app/domain/profiles'
import { cairoDate, DomainError, type ErrorIssue } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as filesService from '#api/features/files/files.service'
import * as profilesService from '#api/features/profiles/profiles.service'
import * as schedulesService from '#api/features/schedules/schedules.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as doctorsRepository from './doctors.repository'
import { practiceColumns, type CardRecord, type DoctorRecord } from './doctors.repository'

const fileUrl = (fileId: string | null) => (fileId ? `/api/v1/files/${fileId}` : null)
const opt = <T>(value: T | null): T | undefined => (value === null ? undefined : value)
/** An optional text left empty is no text. */
const textOrNull = (value: string | undefined) => (value ? value : null)

function invalid(issues: ErrorIssue[]): never {
  throw new DomainError('VALIDATION_FAILED', {}, issues)
}

// Who may see a doctor (SPEC 4, 6)

/**
 * A doctor's pages, availability and favourites are for everyone once the admins have verified the doctor; a
 * testing doctor only for testing users; the doctor and admins always. A deactivated account answers
 * ACCOUNT_DEACTIVATED (the SPEC 4 dialog); any other hidden doctor is simply not found.
 */
export async function assertVisible(ctx: RequestContext, doctorId: string): Promise<void> {
  const session = ctx.session
  const visibility = await doctorsRepository.findVisibility(ctx.db, doctorId, session?.userId ?? null)
  if (!visibility) throw new DomainError('NOT_FOUND')
  if (visibility.deactivated) throw new DomainError('ACCOUNT_DEACTIVATED')
  const isSelf = session?.userId === doctorId
  const isAdmin = session?.contextRole === 'admin' && session.isAdmin
  if (isSelf || isAdmin) return
  if (!visibility.verified || (visibility.testing && !visibility.viewerTesting))
    throw new DomainError('NOT_FOUND')
}

// Completeness (SPEC 2.3, 3.1, 4)

function completenessOf(row: DoctorRecord, documents: number, scheduleRanges: number): RegCompleteness {
  const tabStart = startCompleteness({
    nameAr: row.nameAr,
    gender: row.gender,
    birthday: row.birthday,
    specialtyId: row.specialtyId,
    medTitle: row.medTitle,
    yearsOfExperience: row.yearsOfExperience,
    medicalDegree: row.medicalDegree,
    licenceNumber: row.licenceNumber,
    aboutAr: row.aboutAr,
    photo: row.photoFileId !== null,
    languages: row.languages.filter((l) => l.level !== 'none').length,
  })
  const practiceVideo = practiceCompleteness('video', {
    active: row.videoActive,
    priceSet: row.videoPrice !== null,
    scheduleRanges,
    documents,
  })
  const clinic = practiceCompleteness('clinic', {
    active: row.clinicActive,
    priceSet: row.clinicPrice !== null,
    scheduleRanges,
    documents,
    clinicAddress: row.clinicAddress !== null && row.clinicAreaId !== null,
  })
  const home = practiceCompleteness('home', {
    active: row.homeActive,
    priceSet: row.homePrice !== null,
    scheduleRanges,
    documents,
    areas: row.homeAreaIds.length,
  })
  // SPEC 2.3: a practice sub-item appears once the practice has a value; video is always there (the guard).
  const clinicTouched = row.clinicActive || row.clinicPrice !== null || row.clinicAddress !== null
  const homeTouched = row.homeActive || row.homePrice !== null || row.homeAreaIds.length > 0
  return {
    tabStart,
    practiceVideo,
    ...(clinicTouched ? { practiceClinic: clinic } : {}),
    ...(homeTouched ? { practiceHome: home } : {}),
  }
}

/**
 * Recomputes regCompleteness from what is stored and keeps it on the doctor's row, in the caller's transaction:
 * every save of the profile, a practice, the schedule or a document ends here, so the session (and the SPEC 4
 * doctor guard) always reads the truth.
 */
export async function refreshCompleteness(db: Database, doctorId: string): Promise<RegCompleteness> {
  const row = await doctorsRepository.findById(db, doctorId)
  if (!row) throw new DomainError('PROFILE_NOT_FOUND')
  const documents = await doctorsRepository.countDocuments(db, doctorId)
  const scheduleRanges = await schedulesService.countScheduledRanges(db, doctorId)
  const completeness = completenessOf(row, documents, scheduleRanges)
  await doctorsRepository.setRegCompleteness(db, doctorId, completeness as Record<string, number>)
  return completeness
}

// The profile editor (SPEC 2.8)

function practicePriceView(price: number | null) {
  return price === null ? null : patientPrice(price)
}

function toEditor(row: DoctorRecord, documents: doctorsRepository.DocumentRecord[]): DoctorEditor {
  return {
    userId: row.userId,
    phoneNumber: row.phoneNumber,
    email: row.email,
    photoUrl: fileUrl(row.photoFileId),
    verified: row.verified,
    testing: row.testing,
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
    regCompleteness: row.regCompleteness as RegCompleteness,
    personal: {
      nameAr: row.nameAr,
      nameEn: opt(row.nameEn),
      gender: row.gender as DoctorEditor['personal']['gender'],
      birthday: row.birthday,
      aboutAr: opt(row.aboutAr),
      aboutEn: opt(row.aboutEn),
    },
    professional: {
      specialtyId: row.specialtyId,
      subspecialty: opt(row.subspecialty),
      medTitle: row.medTitle as DoctorEditor['professional']['medTitle'],
      yearsOfExperience: row.yearsOfExperience,
      medicalDegree: opt(row.medicalDegree),
      certificates: row.certificates,
    },
    residence:
      row.governorateId !== null && row.areaId !== null
        ? { governorateId: row.governorateId, areaId: row.areaId }
        : null,
    licenceNumber: opt(row.licenceNumber),
    insurance: opt(row.insurance),
    languages: row.languages as DoctorEditor['languages'],
    documents: documents.map((d) => ({
      fileId: d.fileId,
      url: `/api/v1/files/${d.fileId}`,
      contentType: d.contentType,
      createdAt: d.createdAt.toISOString(),
    })),
    practices: {
      video: {
        active: row.videoActive,
        price: row.videoPrice,
        patientPrice: practicePriceView(row.videoPrice),
      },
      clinic: {
        active: row.clinicActive,
        price: row.clinicPrice,
        patientPrice: practicePriceView(row.clinicPrice),
        governorateId: row.clinicGovernorateId,
        areaId: row.clinicAreaId,
        address: row.clinicAddress,
        phones: row.clinicPhones,
        location:
          row.clinicLatitude !== null && row.clinicLongitude !== null
            ? { latitude: row.clinicLatitude, longitude: row.clinicLongitude }
            : null,
      },
      home: {
        active: row.homeActive,
        price: row.homePrice,
        patientPrice: practicePriceView(row.homePrice),
        areaIds: row.homeAreaIds,
      },
    },
  }
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
    await refreshCompleteness(trx, doctorId)
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
    await refreshCompleteness(trx, doctorId)
  })
  return getEditor(ctx, doctorId)
}

/**
 * SPEC 2.8 and 4 "submit to admin": the start tab and at least one active practice must be complete. The admins
 * review and verify the profile in their console; until then it waits.
 */
export async function submitProfile(ctx: RequestContext, doctorId: string): Promise<DoctorEditor> {
  await ctx.db.transaction().execute(async (trx) => {
    const completeness = await refreshCompleteness(trx, doctorId)
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

/**
 * SPEC 2.8 specialty documents: a PDF or an image, proved by its bytes and matching its name and type. The doctor
 * uploads their own; an admin may upload for a doctor (the file stays the doctor's, readable by them).
 */
export async function uploadDocument(
  ctx: SignedInContext,
  doctorId: string,
  upload: { body: Buffer; filename?: string | undefined; mimetype?: string | undefined },
): Promise<UploadedFile> {
  if (!(await doctorsRepository.findById(ctx.db, doctorId))) throw new DomainError('PROFILE_NOT_FOUND')
  if ((await doctorsRepository.countDocuments(ctx.db, doctorId)) >= maxDoctorDocuments)
    invalid([{ path: 'file', code: 'validation:tooLong' }])
  return filesService.storeUpload(
    ctx,
    {
      purpose: 'doctorDocument',
      ownerUserId: doctorId,
      body: upload.body,
      allowed: doctorDocumentTypes,
      declared: { filename: upload.filename, mimetype: upload.mimetype },
    },
    async (trx, file) => {
      const inserted = await doctorsRepository.insertDocument(trx, {
        fileId: file.id,
        doctorId,
        contentType: file.contentType,
      })
      if (!inserted) return false
      await refreshCompleteness(trx, doctorId)
      return { replaced: null }
    },
  )
}

/** An admin sets a doctor's photo (SPEC 2.2: admins edit doctors' profiles); the start tab's completeness follows. */
export async function uploadPhotoFor(
  ctx: SignedInContext,
  doctorId: string,
  body: Buffer,
): Promise<UploadedFile> {
  return profilesService.uploadPhoto(ctx, { userId: doctorId, role: 'doctor' }, body, async (trx) => {
    await refreshCompleteness(trx, doctorId)
  })
}

/**
 * Removes one of a doctor's specialty documents: the record, the file row and the completeness in one
 * transaction, the stored bytes after it commits. Another doctor's document is not found.
 */
export async function deleteDocument(
  ctx: SignedInContext,
  doctorId: string,
  fileId: string,
): Promise<DoctorEditor> {
  await filesService.deleteStoredFile(ctx, fileId, async (trx) => {
    if (!(await doctorsRepository.deleteDocument(trx, doctorId, fileId))) return false
    await refreshCompleteness(trx, doctorId)
    return true
  })
  return getEditor(ctx, doctorId)
}

// The search, the doctor page and favourites (SPEC 2.5, 2.6, 2.8)

/** The levels that meet a wanted one, for the language filter (SPEC 2.6). */
function levelsMeeting(wanted: LanguageLevel): LanguageLevel[] {
  return proficiencies.filter((level) => proficiencyRank[level] >= proficiencyRank[wanted])
}

/** Search text as stored names are: normalised, without control characters; one letter is no search. */
function searchText(q: string | undefined): string | undefined {
  if (!q) return undefined
  const text = normalizeName(q.replace(/\p{Cc}/gu, ' '))
  return [...text].length >= 2 ? text : undefined
}

async function viewerOf(ctx: RequestContext): Promise<doctorsRepository.Viewer | null> {
  const session = ctx.session
  if (!session) return null
  return { id: session.userId, testing: await doctorsRepository.isTestingUser(ctx.db, session.userId) }
}

async function toCards(ctx: RequestContext, rows: CardRecord[]): Promise<DoctorCard[]> {
  const nextSlots = await schedulesService.findNextSlots(
    ctx.db,
    rows.map((r) => r.userId),
    ctx.clock.now(),
    nextSlotHorizonDays,
  )
  return rows.map((r) => ({
    id: r.userId,
    nameAr: r.nameAr,
    nameEn: r.nameEn,
    gender: r.gender as DoctorCard['gender'],
    medTitle: r.medTitle as DoctorCard['medTitle'],
    specialtyId: r.specialtyId,
    yearsOfExperience: r.yearsOfExperience,
    rating: roundRating(r.rating),
    ratingCount: r.ratingCount,
    price: r.price ?? 0,
    photoUrl: fileUrl(r.photoFileId),
    languages: r.languages as DoctorCard['languages'],
    nextSlot: nextSlots.get(r.userId) ?? null,
  }))
}

/** SPEC 2.6: filters, sort and paging all run in PostgreSQL; the page's 'available from' is computed after. */
/** Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database). */
const isInt4 = (id: number | undefined) => id === undefined || id <= 2_147_483_647

export async function searchDoctors(
  ctx: RequestContext,
  query: DoctorSearchQuery,
): Promise<DoctorSearchResult> {
  if (![query.specialtyId, query.governorateId, query.areaId].every(isInt4)) return { items: [], total: 0 }
  const limit = query.pageSize === 'all' ? doctorQueryLimit : query.pageSize
  // An offset past any real list only has to stay a valid bigint.
  const offset = Math.min((query.page - 1) * limit, 2 ** 31)
  const { rows, total, totalCapped } = await doctorsRepository.search(ctx.db, {
    practice: query.practice,
    viewer: await viewerOf(ctx),
    specialtyId: query.specialtyId,
    medTitle: query.medTitle,
    gender: query.gender,
    governorateId: query.governorateId,
    areaId: query.areaId,
    sort: query.sort,
    price: query.priceBand ? bandRange(query.priceBand) : undefined,
    language: query.language
      ? { code: query.language, levels: levelsMeeting(query.proficiency ?? 'elementary') }
      : undefined,
    q: searchText(query.q),
    limit,
    offset,
  })
  return { items: await toCards(ctx, rows), total, ...(totalCapped ? { totalCapped } : {}) }
}

function priceFor(price: number): PracticePrice {
  const breakdown = patientPrice(price)
  return { ...breakdown, ePaymentSurcharge: ePaymentSurcharge(breakdown.total) }
}

/** SPEC 2.5 step 2: the public page of a doctor, with a price per practice offered now. */
export async function getDoctorPage(ctx: RequestContext, doctorId: string): Promise<DoctorPage> {
  await assertVisible(ctx, doctorId)
  const row = await doctorsRepository.findById(ctx.db, doctorId)
  if (!row) throw new DomainError('NOT_FOUND')
  const next = await schedulesService.findNextSlots(ctx.db, [doctorId], ctx.clock.now(), nextSlotHorizonDays)
  return {
    id: row.userId,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    aboutAr: row.aboutAr,
    aboutEn: row.aboutEn,
    photoUrl: fileUrl(row.photoFileId),
    gender: row.gender as DoctorPage['gender'],
    medTitle: row.medTitle as DoctorPage['medTitle'],
    specialtyId: row.specialtyId,
    subspecialty: row.subspecialty,
    yearsOfExperience: row.yearsOfExperience,
    medicalDegree: row.medicalDegree,
    certificates: row.certificates,
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    languages: row.languages as DoctorPage['languages'],
    verified: row.verified,
    practices: {
      video: row.videoActive && row.videoPrice !== null ? { price: priceFor(row.videoPrice) } : null,
      clinic:
        row.clinicActive &&
        row.clinicPrice !== null &&
        row.clinicGovernorateId !== null &&
        row.clinicAreaId !== null &&
        row.clinicAddress !== null
          ? {
              price: priceFor(row.clinicPrice),
              governorateId: row.clinicGovernorateId,
              areaId: row.clinicAreaId,
              address: row.clinicAddress,
              phones: row.clinicPhones,
              location:
                row.clinicLatitude !== null && row.clinicLongitude !== null
                  ? { latitude: row.clinicLatitude, longitude: row.clinicLongitude }
                  : null,
            }
          : null,
      home:
        row.homeActive && row.homePrice !== null
          ? { price: priceFor(row.homePrice), areaIds: row.homeAreaIds }
          : null,
    },
    nextSlot: next.get(doctorId) ?? null,
  }
}

export async function addFavourite(ctx: SignedInContext, doctorId: string): Promise<void> {
  await assertVisible(ctx, doctorId)
  await doctorsRepository.insertFavourite(ctx.db, ctx.session.userId, doctorId)
}

export async function removeFavourite(ctx: SignedInContext, doctorId: string): Promise<void> {
  await doctorsRepository.deleteFavourite(ctx.db, ctx.session.userId, doctorId)
}

/** SPEC 2.8 favourites: the patient's doctors offering the tab's practice, newest first, with 'available from'. */
export async function listFavourites(
  ctx: SignedInContext,
  query: FavouritesQuery,
): Promise<DoctorSearchResult> {
  const ids = await doctorsRepository.findFavouriteIds(ctx.db, ctx.session.userId)
  const rows = await doctorsRepository.findListedCards(ctx.db, query.practice, await viewerOf(ctx), ids)
  const items = await toCards(ctx, rows)
  return { items, total: items.length }
}
