import { constants } from '../shared/constants'
import { DomainError } from '../shared/errors'
import { ageOn } from '../shared/time'

/**
 * Egyptian national ID, 14 digits `C YYMMDD GG SSSS K`: century 2 (1900s) or 3 (2000s), a real birth date and a
 * known governorate code. The check digit's algorithm is not published, so it is not verified.
 */
const governorateCodes = new Set([
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
  '88',
])

export function isValidNationalId(id: string): boolean {
  if (!/^[23]\d{13}$/.test(id)) return false
  const year = (id[0] === '2' ? 1900 : 2000) + Number(id.slice(1, 3))
  const month = Number(id.slice(3, 5))
  const day = Number(id.slice(5, 7))
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false
  return governorateCodes.has(id.slice(7, 9))
}

/** SPEC 5: birthday not after today; patients at least 18 (the terms). `today` is Cairo's date. */
export function birthdayProblem(birthday: string, today: string, mustBeAdult: boolean): string | null {
  if (birthday > today) return 'validation:birthday.future'
  if (birthday < '1900-01-01') return 'validation:birthday.invalid'
  if (mustBeAdult && ageOn(birthday, today) < constants.adultAge) return 'validation:birthday.underage'
  return null
}

export function assertBirthday(birthday: string, today: string, mustBeAdult: boolean): void {
  const problem = birthdayProblem(birthday, today, mustBeAdult)
  if (problem) throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'birthday', code: problem }])
}

/** File types accepted per upload purpose (SPEC 5: ID or passport as image or PDF). */
export const uploadPurposes = {
  avatar: ['image/jpeg', 'image/png', 'image/webp'],
  idDocument: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const
export type UploadPurpose = keyof typeof uploadPurposes
