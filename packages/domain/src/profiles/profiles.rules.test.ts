import { describe, expect, it } from 'vitest'
import { DomainError } from '../shared/errors'
import { assertBirthday, birthdayProblem, isValidNationalId } from './profiles.rules'

/** A national ID `C YYMMDD GG SSSS K` with a fixed sequence and check digit. */
const nationalId = (century: string, yymmdd: string, governorate = '01') =>
  `${century}${yymmdd}${governorate}00015`

describe('national ID (SPEC 5: duplicate national IDs; C YYMMDD GG SSSS K)', () => {
  it('accepts 14 digits for someone born in the 1900s (century 2)', () => {
    expect(isValidNationalId('29001010100015')).toBe(true)
  })

  it('accepts 14 digits for someone born in the 2000s (century 3)', () => {
    expect(isValidNationalId(nationalId('3', '050615', '21'))).toBe(true)
  })

  it.each(['0', '1', '4', '9'])('refuses the century digit %s', (century) => {
    expect(isValidNationalId(nationalId(century, '900101'))).toBe(false)
  })

  it('refuses 13 or 15 digits', () => {
    expect(isValidNationalId('2900101010001')).toBe(false)
    expect(isValidNationalId('290010101000150')).toBe(false)
  })

  it('refuses letters, spaces and an empty string', () => {
    expect(isValidNationalId('2900101010001A')).toBe(false)
    expect(isValidNationalId('29001 010100015')).toBe(false)
    expect(isValidNationalId('')).toBe(false)
  })

  it('refuses Arabic-Indic digits (the schema converts them first)', () => {
    expect(isValidNationalId('٢٩٠٠١٠١٠١٠٠٠١٥')).toBe(false)
  })

  describe('birth date', () => {
    it('refuses month 00 and 13', () => {
      expect(isValidNationalId(nationalId('2', '900001'))).toBe(false)
      expect(isValidNationalId(nationalId('2', '901301'))).toBe(false)
    })

    it('refuses day 00 and a day past the end of the month', () => {
      expect(isValidNationalId(nationalId('2', '900100'))).toBe(false)
      expect(isValidNationalId(nationalId('2', '900431'))).toBe(false)
      expect(isValidNationalId(nationalId('2', '901232'))).toBe(false)
    })

    it('accepts the last day of a month', () => {
      expect(isValidNationalId(nationalId('2', '900430'))).toBe(true)
      expect(isValidNationalId(nationalId('2', '901231'))).toBe(true)
    })

    it('accepts 29 February in leap years (1940, 1996, 2000, 2004)', () => {
      expect(isValidNationalId(nationalId('2', '400229'))).toBe(true)
      expect(isValidNationalId(nationalId('2', '960229'))).toBe(true)
      expect(isValidNationalId(nationalId('3', '000229'))).toBe(true)
      expect(isValidNationalId(nationalId('3', '040229'))).toBe(true)
    })

    it('refuses 29 February in common years, including 1900', () => {
      expect(isValidNationalId(nationalId('2', '000229'))).toBe(false)
      expect(isValidNationalId(nationalId('2', '970229'))).toBe(false)
      expect(isValidNationalId(nationalId('3', '010229'))).toBe(false)
    })

    it('accepts 28 February in a common year', () => {
      expect(isValidNationalId(nationalId('3', '010228'))).toBe(true)
    })
  })

  describe('governorate code', () => {
    it.each([
      '01',
      '02',
      '03',
      '04',
      '11',
      '12',
      '13',
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '21',
      '22',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
      '31',
      '32',
      '33',
      '34',
      '35',
    ])('accepts the governorate code %s', (code) => {
      expect(isValidNationalId(nationalId('2', '900101', code))).toBe(true)
    })

    it('accepts 88 for someone born abroad', () => {
      expect(isValidNationalId(nationalId('2', '900101', '88'))).toBe(true)
    })

    it.each(['00', '05', '10', '20', '30', '36', '87', '89', '99'])('refuses the unknown code %s', (code) => {
      expect(isValidNationalId(nationalId('2', '900101', code))).toBe(false)
    })
  })
})

describe('birthday (SPEC 5: not after today; patients at least 18)', () => {
  const today = '2026-07-02'

  it('accepts a past birthday for anyone', () => {
    expect(birthdayProblem('1990-05-20', today, true)).toBeNull()
    expect(birthdayProblem('1990-05-20', today, false)).toBeNull()
  })

  it('refuses a birthday after today as future', () => {
    expect(birthdayProblem('2026-07-03', today, false)).toBe('validation:birthday.future')
    expect(birthdayProblem('2030-01-01', today, true)).toBe('validation:birthday.future')
  })

  it('accepts a birthday of today when adulthood is not required', () => {
    expect(birthdayProblem(today, today, false)).toBeNull()
  })

  it('refuses a birthday before 1900 as invalid', () => {
    expect(birthdayProblem('1899-12-31', today, false)).toBe('validation:birthday.invalid')
  })

  it('accepts 1 January 1900', () => {
    expect(birthdayProblem('1900-01-01', today, true)).toBeNull()
  })

  it('allows a patient on the day they turn 18', () => {
    expect(birthdayProblem('2008-07-02', today, true)).toBeNull()
  })

  it('refuses a patient one day before their 18th birthday as underage', () => {
    expect(birthdayProblem('2008-07-03', today, true)).toBe('validation:birthday.underage')
  })

  it('does not require others (doctor, lab, radio) to be 18', () => {
    expect(birthdayProblem('2008-07-03', today, false)).toBeNull()
    expect(birthdayProblem('2020-01-01', today, false)).toBeNull()
  })

  it('treats someone born on 29 February as 18 from 1 March of a common year', () => {
    expect(birthdayProblem('2008-02-29', '2026-02-28', true)).toBe('validation:birthday.underage')
    expect(birthdayProblem('2008-02-29', '2026-03-01', true)).toBeNull()
  })

  it('assertBirthday throws VALIDATION_FAILED with the problem on the birthday path', () => {
    expect(() => assertBirthday('1990-01-01', today, true)).not.toThrow()
    try {
      assertBirthday('2010-01-01', today, true)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError)
      expect((error as DomainError).code).toBe('VALIDATION_FAILED')
      expect((error as DomainError).issues).toEqual([
        { path: 'birthday', code: 'validation:birthday.underage' },
      ])
    }
  })
})
