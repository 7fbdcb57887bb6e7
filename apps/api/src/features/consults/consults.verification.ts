import { timingSafeEqual } from 'node:crypto'
import {
  dispensePrescriptionSchema,
  nameInitials,
  normalizeVerificationCode,
  type DispensePrescription,
  type PrescriptionVerification,
} from '@app/domain/consults'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as auditService from '#api/features/audit/audit.service'
import * as catalogService from '#api/features/catalog/catalog.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { RequestContext } from '#api/plugins/context'
import * as rateLimitsRepository from '#api/plugins/rate-limits.repository'
import { partiesOf, publishUpdated } from './consults.access'
import * as consultsRepository from './consults.repository'
import type { PrescriptionByCodeRow } from './consults.repository'

// A prescription any pharmacy can check (issue 45 §4; docs/decisions/0045): /verify/{code} and marking it dispensed

/** Tries of a dispense code per prescription and window, right or wrong, whoever sends them (see dispense). */
export const dispenseTries = 5
const dispenseWindowMs = 60 * 60_000
const dispenseTriesRoute = 'prescription.dispense'
/** Texts of the dispense code per prescription a day (see sendDispenseCode). */
export const dispenseCodeTexts = 3
const dispenseCodeTextsRoute = 'prescription.sendDispenseCode'

/** The prescription of a code as typed or scanned; a code that cannot be one, or has no medicines, is none. */
async function prescriptionOf(
  ctx: RequestContext,
  code: string,
): Promise<{ row: PrescriptionByCodeRow; items: Awaited<ReturnType<typeof consultsRepository.itemsOf>> }> {
  const normalized = normalizeVerificationCode(code)
  const row = normalized ? await consultsRepository.findPrescriptionByCode(ctx.db, normalized) : undefined
  const items = row ? await consultsRepository.itemsOf(ctx.db, [row.bookingId]) : []
  if (!row || items.length === 0) throw new DomainError('PRESCRIPTION_NOT_FOUND')
  return { row, items }
}

async function viewOf(
  ctx: RequestContext,
  row: PrescriptionByCodeRow,
  items: Awaited<ReturnType<typeof consultsRepository.itemsOf>>,
  dispensedAt: Date | null,
): Promise<PrescriptionVerification> {
  const specialty = await catalogService.findSpecialty(ctx, row.doctorSpecialtyId)
  return {
    code: row.verificationCode,
    issuedAt: row.issuedAt.toISOString(),
    doctor: {
      nameAr: row.doctorNameAr,
      nameEn: row.doctorNameEn,
      specialtyAr: specialty?.nameAr ?? '',
      specialtyEn: specialty?.nameEn ?? '',
      licenceNumber: row.doctorLicenceNumber,
    },
    patientInitials: nameInitials(row.fileName ?? ''),
    items: items.map(({ drugName, form, dose, frequency, duration }) => ({
      drugName,
      form,
      dose,
      frequency,
      duration,
    })),
    dispensedAt: dispensedAt?.toISOString() ?? null,
  }
}

/**
 * Every check and every dispensing is in the audit log, and in the patient's "who read my record" as a pharmacy's
 * (never by name: the pharmacist may be signed in to an account of their own, which is none of the patient's
 * business). The subject is the file's account holder, as for every other read of their record.
 */
const audit = (ctx: RequestContext, db: Database, row: PrescriptionByCodeRow, action: string) =>
  auditService.record(db, {
    actorUserId: ctx.session?.userId ?? null,
    action,
    subjectUserId: row.patientId,
    resource: `consults/${row.bookingId}/prescription`,
    detail: { readerRole: 'pharmacy' },
  })

/**
 * `GET /api/v1/prescriptions/verify/{code}` (public): what a pharmacist needs to know the prescription is genuine.
 * Unknown codes answer 404; the route's per-address limit and the code's 50 bits make guessing one impractical.
 */
export async function verifyPrescription(
  ctx: RequestContext,
  code: string,
): Promise<PrescriptionVerification> {
  const { row, items } = await prescriptionOf(ctx, code)
  await audit(ctx, ctx.db, row, 'prescription.verify')
  return viewOf(ctx, row, items, row.dispensedAt)
}

const sameCode = (given: string, held: string) =>
  given.length === held.length && timingSafeEqual(Buffer.from(given), Buffer.from(held))

/**
 * `POST /api/v1/prescriptions/verify/{code}/dispense` (public): the pharmacist marks the prescription dispensed with
 * the 6-digit code its patient holds, once. Each prescription takes `dispenseTries` tries an hour, whoever sends
 * them and from wherever (counted before the code is compared, in the one statement every instance shares): a
 * million codes at five an hour are not worth guessing. The patient side is told, and their open pages refresh.
 */
export async function dispensePrescription(
  ctx: RequestContext,
  code: string,
  body: DispensePrescription,
): Promise<PrescriptionVerification> {
  const { dispenseCode } = dispensePrescriptionSchema.parse(body)
  const { row, items } = await prescriptionOf(ctx, code)
  if (row.dispensedAt)
    throw new DomainError('PRESCRIPTION_ALREADY_DISPENSED', { dispensedAt: row.dispensedAt.toISOString() })
  const tries = await rateLimitsRepository.hit(ctx.db, dispenseTriesRoute, row.bookingId, dispenseWindowMs)
  if (tries.hits > dispenseTries) throw new DomainError('DISPENSE_LOCKED')
  if (!sameCode(dispenseCode, row.dispenseCode)) throw new DomainError('DISPENSE_CODE_WRONG')
  const now = ctx.clock.now()
  const dispensedAt = await ctx.db.transaction().execute(async (trx) => {
    const kept = await consultsRepository.markDispensed(trx, row.bookingId, now)
    if (!kept) return undefined
    await audit(ctx, trx, row, 'prescription.dispense')
    await notificationsService.notifyAll(
      ctx,
      trx,
      partiesOf(row)
        .filter((id) => id !== row.doctorId)
        .map((recipientId) => ({
          recipientId,
          type: 'consults.prescriptionDispensed' as const,
          params: {
            ...notificationsService.doctorNames({ nameAr: row.doctorNameAr, nameEn: row.doctorNameEn }),
            dispensedAt: kept.toISOString(),
          },
          link: `/health_records_prescription/${row.bookingId}`,
        })),
    )
    await publishUpdated(trx, { ...row, id: row.bookingId })
    return kept
  })
  if (!dispensedAt) {
    // Another pharmacist's request marked it a moment before this one.
    const current = await consultsRepository.findPrescriptionByCode(ctx.db, row.verificationCode)
    throw new DomainError('PRESCRIPTION_ALREADY_DISPENSED', {
      dispensedAt: (current?.dispensedAt ?? now).toISOString(),
    })
  }
  return viewOf(ctx, row, items, dispensedAt)
}

/**
 * `POST /api/v1/prescriptions/verify/{code}/send-dispense-code` (public): for a patient without the app at hand, the
 * pharmacist has the dispense code texted to the phone of the account whose prescription it is (never shown to the
 * pharmacist). A security notification: always sent, by SMS and in the app. `dispenseCodeTexts` a day per
 * prescription, so a stranger holding the paper cannot flood the patient's phone.
 */
export async function sendDispenseCode(ctx: RequestContext, code: string): Promise<void> {
  const { row } = await prescriptionOf(ctx, code)
  if (row.dispensedAt)
    throw new DomainError('PRESCRIPTION_ALREADY_DISPENSED', { dispensedAt: row.dispensedAt.toISOString() })
  const sent = await rateLimitsRepository.hit(ctx.db, dispenseCodeTextsRoute, row.bookingId, 24 * 60 * 60_000)
  if (sent.hits > dispenseCodeTexts)
    throw new DomainError('DISPENSE_CODE_SENT_TOO_OFTEN', { count: dispenseCodeTexts })
  await ctx.db.transaction().execute((trx) =>
    notificationsService.notifyAll(ctx, trx, [
      {
        recipientId: row.patientId,
        type: 'security.dispenseCode',
        params: {
          ...notificationsService.doctorNames({ nameAr: row.doctorNameAr, nameEn: row.doctorNameEn }),
          code: row.dispenseCode,
        },
        link: `/health_records_prescription/${row.bookingId}`,
      },
    ]),
  )
}
