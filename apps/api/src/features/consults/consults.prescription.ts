import { diagnoses } from '@app/domain/catalog'
import { DomainError } from '@app/domain/shared'
import { translate } from '@app/i18n'
import * as catalogService from '#api/features/catalog/catalog.service'
import type { SignedInContext } from '#api/plugins/context'
import { readableConsult } from './consults.access'
import * as consultsRepository from './consults.repository'
import { patientOf } from './consults.view'
import { prescriptionPdfVersion, renderPrescriptionPdf, type PrescriptionPdfInput } from './prescription-pdf'

// The prescription PDF (issue 11 §3), kept per version of what it prints

/**
 * `GET /api/v1/consults/{bookingId}/prescription.pdf`: the prescription as a bilingual PDF (docs/decisions/0021), for
 * the patient side, the booking's doctor and admins (audited); none until the doctor has written one.
 */
export async function prescriptionPdf(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ pdf: Uint8Array; filename: string }> {
  const { row } = await readableConsult(ctx, bookingId, 'prescription')
  const [note, items, specialty] = await Promise.all([
    consultsRepository.findNote(ctx.db, bookingId),
    consultsRepository.itemsOf(ctx.db, [bookingId]),
    catalogService.findSpecialty(ctx, row.doctorSpecialtyId),
  ])
  if (!note || items.length === 0) throw new DomainError('NOT_FOUND')
  const catalogued = note.diagnosisCode ? diagnoses.find((d) => d.code === note.diagnosisCode) : undefined
  const diagnosis =
    [
      catalogued ? `${catalogued.ar} — ${catalogued.en} (${catalogued.code})` : note.diagnosisCode,
      note.diagnosisText,
    ]
      .filter((part) => part && part.trim())
      .join('، ') || null
  const patient = patientOf(row, ctx.clock.now())
  const input: PrescriptionPdfInput = {
    verificationCode: note.verificationCode,
    verifyUrl: verifyUrlOf(ctx.config.publicUrl, note.verificationCode),
    issuedAt: note.updatedAt,
    doctor: {
      nameAr: row.doctorNameAr,
      nameEn: row.doctorNameEn,
      titleAr: translate('ar', `profiles:medTitles.${row.doctorMedTitle}`),
      titleEn: translate('en', `profiles:medTitles.${row.doctorMedTitle}`),
      specialtyAr: specialty?.nameAr ?? '',
      specialtyEn: specialty?.nameEn ?? '',
      licenceNumber: row.doctorLicenceNumber ?? '',
    },
    patient: { name: patient.name, ageYears: patient.ageYears, gender: patient.gender },
    diagnosis,
    items: items.map(({ drugName, form, dose, frequency, duration, instructions }) => ({
      drugName,
      form,
      dose,
      frequency,
      duration,
      instructions,
    })),
    notes: note.note || null,
  }
  return {
    pdf: await keptPrescriptionPdf(ctx, bookingId, input),
    filename: `prescription-${note.verificationCode}.pdf`,
  }
}

/** Where a pharmacy checks a prescription (issue 45 §4): the web app's /verify/{code} on the public origin. */
export const verifyUrlOf = (publicUrl: string, code: string) =>
  `${publicUrl.replace(/\/+$/, '')}/verify/${encodeURIComponent(code)}`

/** Renders of this process under way, by booking and version: requests that overlap share one render. */
const rendering = new Map<string, Promise<Uint8Array>>()

/**
 * Issue 41 §3: a render is kept in the database per version of its input (prescriptionPdfVersion), so every API
 * instance serves it until the summary, or anything else printed on it, changes; only a new version is rendered.
 */
async function keptPrescriptionPdf(
  ctx: SignedInContext,
  bookingId: string,
  input: PrescriptionPdfInput,
): Promise<Uint8Array> {
  const version = prescriptionPdfVersion(input)
  const kept = await consultsRepository.findPrescriptionPdf(ctx.db, bookingId, version)
  if (kept) return kept
  const key = `${bookingId}:${version.toString('hex')}`
  let render = rendering.get(key)
  if (!render) {
    render = (async () => {
      const pdf = await renderPrescriptionPdf(input)
      await consultsRepository.keepPrescriptionPdf(
        ctx.db,
        { bookingId, inputHash: version, pdf: Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength) },
        ctx.clock.now(),
      )
      return pdf
    })().finally(() => rendering.delete(key))
    rendering.set(key, render)
  }
  return render
}
