import { describe, expect, it } from 'vitest'
import { chatUrlOf, createLeadSchema, mapUrlOf, updateLeadSchema } from './leads.schemas'

const lead = { name: 'منى', mobile: '1001234567', governorateId: 1 }
const messages = (input: unknown) =>
  createLeadSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? []

describe('a home-visit request (SPEC 3.6, 5)', () => {
  it.each(['1001234567', '01001234567', '١٠٠١٢٣٤٥٦٧', '٠١٠٠ ١٢٣ ٤٥٦٧'])(
    'stores the mobile %s as 01001234567',
    (mobile) => {
      expect(createLeadSchema.parse({ ...lead, mobile }).mobile).toBe('01001234567')
    },
  )

  it('needs a name and a governorate, and a whole pin inside Egypt', () => {
    expect(messages({ ...lead, name: ' ' })).toEqual(['name:validation:lead.nameRequired'])
    expect(messages({ ...lead, latitude: 30 })).toEqual(['latitude:validation:lead.pinIncomplete'])
    expect(messages({ ...lead, latitude: 51.5, longitude: -0.12 })).toEqual([
      'latitude:validation:lead.outsideEgypt',
    ])
    expect(messages({ ...lead, latitude: 25.69, longitude: 32.64 })).toEqual([])
  })

  it('takes one toggle at a time', () => {
    expect(updateLeadSchema.safeParse({ closed: true }).success).toBe(true)
    expect(updateLeadSchema.safeParse({ closed: true, registration: false }).success).toBe(false)
    expect(updateLeadSchema.safeParse({}).success).toBe(false)
  })

  it('links a pin to the map and a mobile to a chat', () => {
    expect(mapUrlOf(30.0444, 31.2357)).toBe(
      'https://www.google.com/maps/search/?api=1&query=30.044400,31.235700',
    )
    expect(mapUrlOf(null, null)).toBeNull()
    expect(chatUrlOf('01001234567')).toBe('https://wa.me/201001234567')
  })
})
