import {
  measuredOnProblem,
  measurementListLimit,
  type MeasurementItem,
  type MeasurementKind,
  type MeasurementList,
  type MeasurementQuery,
  type NewMeasurement,
} from '@app/domain/measurements'
import { cairoDate, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as medicalFilesService from '#api/features/medical-files/medical-files.service'
import type { SignedInContext } from '#api/plugins/context'
import * as measurementsRepository from './measurements.repository'
import type { FileRef, MeasurementRow } from './measurements.repository'

/**
 * Height and weight over time (SPEC 2.8 'Height and weight entry', 3.7, 5; issue 11 §2). A patient keeps them in
 * their own file and in their family members' files; another patient's file opened for booking gives no access to
 * its records (docs/decisions/0015), so it is not found here, like any file that is not theirs.
 */

function assertPatient(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'patient') throw new DomainError('FORBIDDEN')
}

const toItem = (row: MeasurementRow): MeasurementItem => ({
  id: row.id,
  kind: row.kind as MeasurementKind,
  value: Number(row.value),
  measuredOn: row.measuredOn,
  createdAt: row.createdAt.toISOString(),
})

/** The file `fileId` names among the caller's own (none: their own), with its birthday; else not found. */
async function ownFile(
  ctx: SignedInContext,
  fileId: string | undefined,
): Promise<FileRef & { birthday: string }> {
  const userId = ctx.session.userId
  const wanted = fileId ?? userId
  const { files } = await medicalFilesService.listFiles(ctx)
  const file = files.find((f) => f.id === wanted && f.kind !== 'linked')
  if (!file) throw new DomainError('MEDICAL_FILE_NOT_FOUND')
  return {
    patientId: userId,
    dependentId: file.kind === 'dependent' ? file.id : null,
    birthday: file.birthday,
  }
}

/**
 * A file's measurements, newest first, for whoever the caller has already allowed to read it (the consults feature
 * for the doctor of a booking, which also audits the read): no access check here.
 */
export async function listForFile(db: Database, file: FileRef): Promise<MeasurementItem[]> {
  const rows = await measurementsRepository.listByFile(db, file, measurementListLimit)
  return rows.map(toItem)
}

export async function listMeasurements(
  ctx: SignedInContext,
  query: MeasurementQuery,
): Promise<MeasurementList> {
  assertPatient(ctx)
  const file = await ownFile(ctx, query.fileId)
  return { items: await listForFile(ctx.db, file) }
}

/** SPEC 2.8: a new height or weight on a day; not after today in Egypt, nor before the file's birthday. */
export async function addMeasurement(ctx: SignedInContext, input: NewMeasurement): Promise<MeasurementItem> {
  assertPatient(ctx)
  const file = await ownFile(ctx, input.fileId)
  const problem = measuredOnProblem(input.measuredOn, cairoDate(ctx.clock.now()), file.birthday)
  if (problem) throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'measuredOn', code: problem }])
  const row = await measurementsRepository.insert(ctx.db, {
    patientId: file.patientId,
    dependentId: file.dependentId,
    kind: input.kind,
    value: input.value,
    measuredOn: input.measuredOn,
    createdBy: ctx.session.userId,
  })
  return toItem(row)
}

/** Only the account that holds the file deletes; anyone else's measurement is not found, existing or not. */
export async function deleteMeasurement(ctx: SignedInContext, id: string): Promise<void> {
  assertPatient(ctx)
  if (!(await measurementsRepository.deleteInAccount(ctx.db, id, ctx.session.userId)))
    throw new DomainError('NOT_FOUND')
}
