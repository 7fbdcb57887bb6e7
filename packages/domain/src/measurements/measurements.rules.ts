import { earliestMeasurementDate } from './measurements.constants'

/**
 * Whether a measurement's day is one it can have been taken on: not after today in Egypt (`today` is cairoDate of
 * now), not before 1900 nor before the file's birthday when it is known. A validation key, or null.
 */
export function measuredOnProblem(
  measuredOn: string,
  today: string,
  birthday?: string | null,
): string | null {
  if (measuredOn > today) return 'validation:measurement.future'
  if (measuredOn < earliestMeasurementDate) return 'validation:measurement.badDate'
  if (birthday && measuredOn < birthday) return 'validation:measurement.beforeBirthday'
  return null
}
