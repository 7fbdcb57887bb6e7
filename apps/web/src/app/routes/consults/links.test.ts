import { describe, expect, it } from 'vitest'
import { bookReferral } from './links'

/** Issue 43 §2: a doctor's lab or scan referral leads to booking it, carrying the referral it answers. */
describe('bookReferral', () => {
  const from = { bookingId: '6a03a164-821a-4597-85e6-605e7f40191f', position: 1 }

  it('opens the centres offering a catalogue test or scan', () => {
    const lab = bookReferral({ kind: 'lab', code: 'cbc', name: 'CBC', note: '' }, from)
    expect(decodeURIComponent(lab ?? '')).toBe(`/labs/lab:cbc?referral=${from.bookingId}.1`)
    const scan = bookReferral({ kind: 'radio', code: 'xray-chest', name: 'Chest X-ray', note: '' }, from)
    expect(decodeURIComponent(scan ?? '')).toBe(`/radios/radio:xray-chest?referral=${from.bookingId}.1`)
  })

  it('searches by name a referral in the doctor’s own words, and books nothing for a specialty', () => {
    const href = bookReferral({ kind: 'lab', code: null, name: 'فيتامين د', note: '' }, from)
    expect(href?.startsWith('/radios_labs?')).toBe(true)
    const query = new URLSearchParams(href?.split('?')[1])
    expect(query.get('q')).toBe('فيتامين د')
    expect(query.get('referral')).toBe(`${from.bookingId}.1`)
    expect(
      bookReferral(
        {
          kind: 'specialty',
          specialtyId: 1,
          specialtyAr: 'باطنة',
          specialtyEn: 'Internal medicine',
          doctorId: null,
          doctorNameAr: null,
          doctorNameEn: null,
          note: '',
        },
        from,
      ),
    ).toBeUndefined()
  })
})
