import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import {
  addressListSchema,
  arabicTextSchema,
  measureSchema,
  patientProfileInputSchema,
  receptionPhoneSchema,
  resellerCodeSchema,
  type AddressItem,
} from './profiles.schemas'

function issues(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map(({ path, message }) => ({ path, message }))
}

const messages = (schema: z.ZodType, value: unknown) => issues(schema, value).map((issue) => issue.message)

const home: AddressItem = {
  countryId: 'EG',
  governorateId: 1,
  region: 'Nasr City',
  areaId: 12,
  buildingNumberName: '15',
  streetBlockCompound: 'Abbas El Akkad',
  districtTownVillage: 'Seventh District',
}
const work: AddressItem = { ...home, region: 'Dokki', governorateId: 2, areaId: 30 }

describe('address list (SPEC 5: at least 1 unique item; SPEC 3.1 address item)', () => {
  it('accepts one complete address', () => {
    expect(addressListSchema.parse([home])).toEqual([home])
  })

  it('accepts two different addresses', () => {
    expect(addressListSchema.safeParse([home, work]).success).toBe(true)
  })

  it('refuses an empty list with address.required', () => {
    expect(messages(addressListSchema, [])).toEqual(['validation:address.required'])
  })

  it('refuses a duplicate with address.duplicate on the index of the repeat', () => {
    expect(issues(addressListSchema, [home, work, home])).toEqual([
      { path: [2], message: 'validation:address.duplicate' },
    ])
  })

  it('finds a duplicate that differs only in letter case and surrounding spaces', () => {
    const shouted = { ...home, region: '  NASR CITY ', streetBlockCompound: 'abbas el akkad' }
    expect(issues(addressListSchema, [home, shouted])).toEqual([
      { path: [1], message: 'validation:address.duplicate' },
    ])
  })

  it.each(['region', 'buildingNumberName', 'streetBlockCompound', 'districtTownVillage'] as const)(
    'refuses an empty or blank %s with required on its path',
    (field) => {
      for (const blank of ['', '   ']) {
        expect(issues(addressListSchema, [{ ...home, [field]: blank }])).toEqual([
          { path: [0, field], message: 'validation:required' },
        ])
      }
    },
  )

  it.each(['countryId', 'governorateId', 'areaId', 'region', 'districtTownVillage'] as const)(
    'refuses an address without %s',
    (field) => {
      const { [field]: _omitted, ...rest } = home
      expect(issues(addressListSchema, [rest]).map((issue) => issue.path)).toEqual([[0, field]])
    },
  )

  it('refuses governorate and area ids that are not positive with required', () => {
    expect(messages(addressListSchema, [{ ...home, governorateId: 0 }])).toEqual(['validation:required'])
    expect(messages(addressListSchema, [{ ...home, areaId: -1 }])).toEqual(['validation:required'])
  })

  it('refuses a country outside Egypt, Saudi Arabia and the UAE', () => {
    expect(issues(addressListSchema, [{ ...home, countryId: 'FR' }]).map((issue) => issue.path)).toEqual([
      [0, 'countryId'],
    ])
  })

  it('trims the required parts', () => {
    expect(addressListSchema.parse([{ ...home, region: '  Nasr City  ' }])[0]?.region).toBe('Nasr City')
  })
})

describe('reseller code (SPEC 5, SPEC 9: exactly 4 letters or digits)', () => {
  it.each(['AB12', 'ab12', '1234', 'ABCD', 'x9Y8'])('accepts %s', (code) => {
    expect(resellerCodeSchema.parse(code)).toBe(code)
  })

  it('trims surrounding spaces', () => {
    expect(resellerCodeSchema.parse(' AB12 ')).toBe('AB12')
  })

  it.each(['ABC', 'ABCDE', '', 'AB-1', 'AB 1', 'AB_1', 'ابجد'])('refuses %j with resellerCode', (code) => {
    expect(messages(resellerCodeSchema, code)).toEqual(['validation:resellerCode'])
  })

  it('accepts four Arabic-Indic digits as four digits', () => {
    expect(resellerCodeSchema.parse('١٢٣٤')).toBe('1234')
  })
})

describe('height and weight (SPEC 5: start with a digit; SPEC 3.1: digit strings)', () => {
  it.each(['170', '70.5', '0', '1.'])('accepts %s', (value) => {
    expect(measureSchema.parse(value)).toBe(value)
  })

  it('accepts Arabic-Indic digits and converts them', () => {
    expect(measureSchema.parse('١٧٠')).toBe('170')
    expect(measureSchema.parse('۸۵')).toBe('85')
  })

  it('trims surrounding spaces', () => {
    expect(measureSchema.parse(' 82 ')).toBe('82')
  })

  it.each(['.5', 'abc', 'cm170', '-70', '', '170cm', '1,70'])('refuses %j with startWithDigit', (value) => {
    expect(messages(measureSchema, value)).toEqual(['validation:startWithDigit'])
  })

  it('refuses more than 10 characters with tooLong', () => {
    expect(messages(measureSchema, '12345678901')).toContain('validation:tooLong')
  })
})

describe('reception phone (SPEC 5: numbers only)', () => {
  it('accepts a landline of digits', () => {
    expect(receptionPhoneSchema.parse('0223456789')).toBe('0223456789')
  })

  it('accepts Arabic-Indic digits and converts them', () => {
    expect(receptionPhoneSchema.parse('٠٢٢٣٤٥٦٧٨٩')).toBe('0223456789')
  })

  it.each(['+20223456789', '02-2345-6789', '02 2345 6789', '(02)23456789', 'hotline'])(
    'refuses %j with digitsOnly',
    (phone) => {
      expect(messages(receptionPhoneSchema, phone)).toEqual(['validation:digitsOnly'])
    },
  )

  it('refuses fewer than 5 or more than 15 digits', () => {
    expect(messages(receptionPhoneSchema, '1234')).toEqual(['validation:digitsOnly'])
    expect(messages(receptionPhoneSchema, '1'.repeat(16))).toEqual(['validation:digitsOnly'])
    expect(receptionPhoneSchema.parse('19999')).toBe('19999')
  })
})

describe('Arabic text (SPEC 5: doctor profile information entered in Arabic)', () => {
  const nameAr = arabicTextSchema(100)

  it('accepts Arabic letters', () => {
    expect(nameAr.parse('أحمد محمد')).toBe('أحمد محمد')
  })

  it('accepts Arabic mixed with Latin letters and digits', () => {
    expect(nameAr.parse('د. أحمد Ahmed 2')).toBe('د. أحمد Ahmed 2')
  })

  it('refuses text without Arabic letters with arabicRequired', () => {
    expect(messages(nameAr, 'Ahmed Mohamed')).toEqual(['validation:arabicRequired'])
  })

  it('refuses an empty or blank text with required', () => {
    expect(messages(nameAr, '')).toContain('validation:required')
    expect(messages(nameAr, '   ')).toContain('validation:required')
  })

  it('refuses text longer than its maximum with tooLong', () => {
    expect(messages(arabicTextSchema(3), 'أحمد')).toEqual(['validation:tooLong'])
  })

  it('refuses text made only of Arabic-Indic digits or Arabic punctuation', () => {
    expect(messages(nameAr, '١٢٣')).toEqual(['validation:arabicRequired'])
    expect(messages(nameAr, 'Ahmed؟')).toEqual(['validation:arabicRequired'])
  })
})

describe('patient profile input (SPEC 5: profile creation)', () => {
  const minimal = {
    role: 'patient',
    name: 'Mona Ali',
    gender: 'female',
    birthday: '1990-05-20',
    addresses: [home],
  }

  it('accepts a minimal valid patient (role, name, gender, birthday, one address)', () => {
    expect(patientProfileInputSchema.parse(minimal)).toEqual(minimal)
  })

  it('accepts and normalises the optional fields', () => {
    const parsed = patientProfileInputSchema.parse({
      ...minimal,
      email: ' mona@example.com ',
      height: '١٦٥',
      weight: '60.5',
      idNumber: '٢٩٠٠١٠١٠١٠٠٠١٥',
      resellerCode: 'AB12',
    })
    expect(parsed).toMatchObject({
      email: 'mona@example.com',
      height: '165',
      weight: '60.5',
      idNumber: '29001010100015',
    })
  })

  it.each(['name', 'gender', 'birthday', 'addresses'] as const)('requires %s', (field) => {
    const { [field]: _omitted, ...rest } = minimal
    expect(issues(patientProfileInputSchema, rest).map((issue) => issue.path[0])).toEqual([field])
  })

  it('refuses another role', () => {
    expect(
      issues(patientProfileInputSchema, { ...minimal, role: 'doctor' }).map((issue) => issue.path),
    ).toEqual([['role']])
  })

  it('refuses a gender other than male or female with required', () => {
    expect(messages(patientProfileInputSchema, { ...minimal, gender: 'other' })).toEqual([
      'validation:required',
    ])
  })

  it('refuses a birthday that is not a real YYYY-MM-DD date', () => {
    for (const birthday of ['1990-02-30', '20-05-1990', '1990-13-01']) {
      expect(messages(patientProfileInputSchema, { ...minimal, birthday }), birthday).toEqual([
        'validation:birthday.invalid',
      ])
    }
  })

  it('refuses an invalid national ID', () => {
    expect(messages(patientProfileInputSchema, { ...minimal, idNumber: '12345678901234' })).toEqual([
      'validation:nationalId',
    ])
  })

  it('refuses an empty name and includes the SPEC "Please enter your name" key', () => {
    expect(messages(patientProfileInputSchema, { ...minimal, name: '  ' })).toContain(
      'validation:name.required',
    )
  })

  it('gives name.required as the first (displayed) issue for an empty name', () => {
    expect(messages(patientProfileInputSchema, { ...minimal, name: '' })[0]).toBe('validation:name.required')
  })
})
