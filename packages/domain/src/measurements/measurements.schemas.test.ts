import { describe, expect, it } from 'vitest'
import { measuredOnProblem } from './measurements.rules'
import { newMeasurementSchema } from './measurements.schemas'

const issues = (input: unknown) => {
  const result = newMeasurementSchema.safeParse(input)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`)
}

describe('a new measurement (SPEC 2.8, 3.7, 5)', () => {
  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(newMeasurementSchema.parse({ kind: 'weight', value: '٧٢٫٥', measuredOn: '2026-01-02' })).toEqual({
      kind: 'weight',
      value: 72.5,
      measuredOn: '2026-01-02',
    })
    expect(newMeasurementSchema.parse({ kind: 'height', value: 171, measuredOn: '2026-01-02' }).value).toBe(
      171,
    )
    expect(
      newMeasurementSchema.parse({ kind: 'height', value: '171,0', measuredOn: '2026-01-02' }).value,
    ).toBe(171)
  })

  it('refuses text that does not start with a digit, more than one decimal, and values outside human ranges', () => {
    expect(issues({ kind: 'height', value: 'abc', measuredOn: '2026-01-02' })).toEqual([
      'value:validation:startWithDigit',
    ])
    expect(issues({ kind: 'height', value: '17o', measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.notNumber',
    ])
    expect(issues({ kind: 'weight', value: '70.25', measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.oneDecimal',
    ])
    expect(issues({ kind: 'height', value: 251, measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.heightRange',
    ])
    expect(issues({ kind: 'weight', value: -1, measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.weightRange',
    ])
    expect(issues({ kind: 'weight', value: 1e20, measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.weightRange',
    ])
    expect(issues({ kind: 'weight', value: 0.5, measuredOn: '2026-01-02' })).toEqual([
      'value:validation:measurement.weightRange',
    ])
  })

  it('refuses a day that does not exist', () => {
    expect(issues({ kind: 'weight', value: 70, measuredOn: '2026-02-30' })).toEqual([
      'measuredOn:validation:measurement.badDate',
    ])
  })

  it('refuses a day after today in Egypt, before 1900 or before the birthday', () => {
    expect(measuredOnProblem('2026-03-02', '2026-03-01')).toBe('validation:measurement.future')
    expect(measuredOnProblem('2026-03-01', '2026-03-01')).toBeNull()
    expect(measuredOnProblem('1899-12-31', '2026-03-01')).toBe('validation:measurement.badDate')
    expect(measuredOnProblem('2019-03-01', '2026-03-01', '2019-03-02')).toBe(
      'validation:measurement.beforeBirthday',
    )
  })
})
