import { measurementKinds, measurementRanges, type MeasurementKind } from '@app/domain/measurements'
import { cairoDate } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as measurementsRepository from './measurements.repository'
import type { FileRef } from './measurements.repository'

// The measurements a profile writes (issue 41 §4), apart from measurements.service: that one reads the caller's
// medical files through their feature, which reaches profiles, so profiles calling it would close a cycle.

/**
 * A height or weight as a profile keeps it (SPEC 5: digit text) read as a measurement: a number within the human
 * range of its kind, to one decimal as the record stores it; null when it is not one ("5.8.1", "1000").
 */
export function profileValueAsMeasurement(
  kind: MeasurementKind,
  text: string | null | undefined,
): number | null {
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return null
  const value = Math.round(Number(text) * 10) / 10
  const range = measurementRanges[kind]
  return value >= range.min && value <= range.max ? value : null
}

/**
 * Issue 41 §4: the height and weight a patient gives in their profile (at sign-up, or edited there by them or an
 * admin) are measurements of their own file, taken today in Egypt, written in the caller's transaction so the
 * profile and the health record never disagree. `values` holds only the kinds the profile has just set; a value
 * that equals the file's latest of its kind adds nothing (saving a profile again is not a new measurement), and
 * one that is not a measurement (out of the human range) is left to the profile alone.
 */
export async function recordFromProfile(
  ctx: Pick<RequestContext, 'clock'>,
  trx: Database,
  patientId: string,
  values: Partial<Record<MeasurementKind, string | null | undefined>>,
  recordedBy: string,
): Promise<void> {
  const file: FileRef = { patientId, dependentId: null }
  const measuredOn = cairoDate(ctx.clock.now())
  for (const kind of measurementKinds) {
    if (!(kind in values)) continue
    const value = profileValueAsMeasurement(kind, values[kind])
    if (value === null) continue
    const latest = await measurementsRepository.latestOfKind(trx, file, kind)
    if (latest && Number(latest.value) === value) continue
    await measurementsRepository.insert(trx, { ...file, kind, value, measuredOn, createdBy: recordedBy })
  }
}
