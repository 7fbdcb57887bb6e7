import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { issueKey } from '../shared/validation'
import {
  billingInfoSchema,
  complaintSchema,
  createBookingRequestSchema,
  createBookingResponseSchema,
  type BillingInfo,
} from './bookings.schemas'
import { isComplaintValid } from './bookings.complaint'

/** `path: key` of every issue, as the API and the forms report them. */
function problems(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value)
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${issueKey(i)}`)
}

describe('complaintSchema (SPEC 5: 1 to 256 characters, "You must write symptoms and medical complaint")', () => {
  it('trims and keeps a complaint of 1 and of 256 characters', () => {
    expect(complaintSchema.parse('  صداع  ')).toBe('صداع')
    expect(complaintSchema.parse('x')).toBe('x')
    expect(complaintSchema.parse('ح'.repeat(256))).toHaveLength(256)
  })

  it('refuses an empty or blank complaint with validation:complaint.required', () => {
    expect(problems(complaintSchema, '')).toEqual([': validation:complaint.required'])
    expect(problems(complaintSchema, ' \n\t ')).toEqual([': validation:complaint.required'])
  })

  it('refuses a missing complaint with the same SPEC 5 message', () => {
    expect(problems(complaintSchema, undefined)).toEqual([': validation:complaint.required'])
  })

  it('refuses 257 characters with validation:complaint.tooLong, counting after the trim', () => {
    expect(problems(complaintSchema, 'a'.repeat(257))).toEqual([': validation:complaint.tooLong'])
    expect(complaintSchema.parse(` ${'a'.repeat(256)} `)).toHaveLength(256)
  })
})

const billing: BillingInfo = {
  firstName: 'Mona',
  lastName: 'Adel',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  street: '9 Tahrir St',
  building: '12',
  apartment: '4',
  floor: '2',
  city: 'Cairo',
  country: 'Egypt',
}

describe('billingInfoSchema (SPEC 3.5 and 5: card billing form)', () => {
  it('accepts a full form, the postal code being optional', () => {
    expect(billingInfoSchema.parse(billing)).toEqual(billing)
    expect(billingInfoSchema.parse({ ...billing, postalCode: '11511' }).postalCode).toBe('11511')
  })

  it('refuses a bad email with "Should be an email"', () => {
    expect(problems(billingInfoSchema, { ...billing, email: 'mona@' })).toEqual([
      'email: validation:billing.email',
    ])
  })

  it('accepts Arabic-Indic digits, spaces and dashes in the phone and stores 11 Western digits', () => {
    expect(billingInfoSchema.parse({ ...billing, phoneNumber: '٠١٠١٢٣٤٥٦٧٨' }).phoneNumber).toBe(
      '01012345678',
    )
    expect(billingInfoSchema.parse({ ...billing, phoneNumber: '0101 234-5678' }).phoneNumber).toBe(
      '01012345678',
    )
  })

  it.each(['0101234567', '010123456789', '11012345678', '+201012345678', '0101234567x', ''])(
    'refuses the phone %j with "Should be a phone number"',
    (phoneNumber) => {
      expect(problems(billingInfoSchema, { ...billing, phoneNumber })).toEqual([
        'phoneNumber: validation:billing.phoneNumber',
      ])
    },
  )

  it('requires every field but the postal code (SPEC 5: minimum length 1)', () => {
    for (const field of Object.keys(billing) as (keyof BillingInfo)[]) {
      const withoutField = { ...billing, [field]: undefined }
      expect(problems(billingInfoSchema, withoutField), field).toHaveLength(1)
    }
    expect(problems(billingInfoSchema, { ...billing, city: '   ' })).toEqual(['city: validation:required'])
  })

  it('bounds every text', () => {
    expect(problems(billingInfoSchema, { ...billing, firstName: 'a'.repeat(51) })).toEqual([
      'firstName: validation:tooLong',
    ])
    expect(problems(billingInfoSchema, { ...billing, street: 'a'.repeat(201) })).toEqual([
      'street: validation:tooLong',
    ])
    expect(problems(billingInfoSchema, { ...billing, postalCode: '1'.repeat(11) })).toEqual([
      'postalCode: validation:tooLong',
    ])
  })
})

describe('createBookingRequestSchema (SPEC 7.2 createBooking: bookingModel, paymentMethod, billingInfo)', () => {
  const request = {
    doctorId: '0b7c4f8e-2f4e-4d8a-9a35-0f6c1d2e3a4b',
    practice: 'video',
    startsAt: '2026-12-05T10:00:00.000Z',
    complaint: 'Headache for three days',
    method: 'wallet',
    timeZone: 'Africa/Cairo',
    timezoneOffsetMinutes: -120,
  }

  it('accepts a wallet booking without billing', () => {
    expect(createBookingRequestSchema.parse(request)).toEqual(request)
  })

  it('accepts an instant with an offset and a medical file of the account', () => {
    const parsed = createBookingRequestSchema.parse({
      ...request,
      startsAt: '2026-12-05T12:00:00+02:00',
      medicalFileId: '6f1d2c3b-4a59-4e7d-8c6b-5a4f3e2d1c0b',
    })
    expect(parsed.startsAt).toBe('2026-12-05T12:00:00+02:00')
  })

  it('requires billing for a card payment only (SPEC 5 card billing form)', () => {
    expect(problems(createBookingRequestSchema, { ...request, method: 'card' })).toEqual([
      'billing: validation:billing.required',
    ])
    expect(createBookingRequestSchema.parse({ ...request, method: 'card', billing }).billing).toEqual(billing)
    expect(problems(createBookingRequestSchema, { ...request, method: 'mobileWallet' })).toEqual([])
    expect(problems(createBookingRequestSchema, { ...request, method: 'kiosk' })).toEqual([])
  })

  it('says "You must choose Consult time" for a missing or unreadable time (SPEC 4, 5)', () => {
    expect(problems(createBookingRequestSchema, { ...request, startsAt: undefined })).toEqual([
      'startsAt: validation:consultTime.required',
    ])
    expect(problems(createBookingRequestSchema, { ...request, startsAt: '2026-12-05 10:00' })).toEqual([
      'startsAt: validation:consultTime.required',
    ])
  })

  it('refuses an unknown time zone with "Incorrect Time Zone Settings" (SPEC 8)', () => {
    expect(problems(createBookingRequestSchema, { ...request, timeZone: 'Mars/Olympus' })).toEqual([
      'timeZone: validation:timeZone.invalid',
    ])
    expect(
      problems(createBookingRequestSchema, { ...request, timeZone: `Africa/${'x'.repeat(60)}` }),
    ).toEqual(['timeZone: validation:timeZone.invalid'])
  })

  it('accepts offsets from -840 to 840 whole minutes only', () => {
    for (const offset of [-840, -180, 0, 330, 840])
      expect(problems(createBookingRequestSchema, { ...request, timezoneOffsetMinutes: offset })).toEqual([])
    for (const offset of [-841, 841, 1.5])
      expect(problems(createBookingRequestSchema, { ...request, timezoneOffsetMinutes: offset })).toEqual([
        'timezoneOffsetMinutes: validation:invalidValue',
      ])
  })

  it('refuses an unknown method or practice, and ids that are not UUIDs', () => {
    expect(problems(createBookingRequestSchema, { ...request, method: 'cash' })).toEqual([
      'method: validation:invalidValue',
    ])
    expect(problems(createBookingRequestSchema, { ...request, practice: 'lab' })).toEqual([
      'practice: validation:invalidValue',
    ])
    expect(problems(createBookingRequestSchema, { ...request, doctorId: '42' })).toEqual([
      'doctorId: validation:invalidFormat',
    ])
    expect(problems(createBookingRequestSchema, { ...request, medicalFileId: 'x' })).toEqual([
      'medicalFileId: validation:invalidFormat',
    ])
  })

  it('checks the complaint with its own rule', () => {
    expect(problems(createBookingRequestSchema, { ...request, complaint: ' ' })).toEqual([
      'complaint: validation:complaint.required',
    ])
  })
})

describe('createBookingResponseSchema (SPEC 7.2 and 4: a booking id, or an order id to pay)', () => {
  const id = '0b7c4f8e-2f4e-4d8a-9a35-0f6c1d2e3a4b'

  it('accepts { bookingId } and { orderId }', () => {
    expect(createBookingResponseSchema.parse({ bookingId: id })).toEqual({ bookingId: id })
    expect(createBookingResponseSchema.parse({ orderId: id })).toEqual({ orderId: id })
  })

  it('refuses an answer with neither (SPEC 4: neither sends the patient back to step 3)', () => {
    expect(createBookingResponseSchema.safeParse({}).success).toBe(false)
    expect(createBookingResponseSchema.safeParse({ bookingId: 'nope' }).success).toBe(false)
  })
})

describe('isComplaintValid: what complaintSchema accepts, without zod (SPEC 5, 9; issue 8 §5)', () => {
  it.each([
    '',
    ' ',
    '\n\t',
    'a',
    ' صداع ',
    'x'.repeat(256),
    ` ${'x'.repeat(256)} `,
    'x'.repeat(257),
    '😀'.repeat(128),
    '😀'.repeat(129),
  ])('%j', (text) => {
    expect(isComplaintValid(text)).toBe(complaintSchema.safeParse(text).success)
  })
})
