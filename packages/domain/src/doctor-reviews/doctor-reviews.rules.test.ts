import { describe, expect, it } from 'vitest'
import { reviewedChanges } from './doctor-reviews.rules'

const stored = {
  nameAr: 'د. سمير فهمي',
  nameEn: null,
  licenceNumber: 'EMS-555',
  certificates: [{ nameEn: 'Fellowship', name: 'زمالة' }],
  videoPrice: 20_000,
  aboutAr: 'نبذة',
}

describe('reviewedChanges (ADR 0016 re-review)', () => {
  it('ignores a save that re-sends the same values, in another key order or with an empty text for none', () => {
    expect(
      reviewedChanges(stored, {
        nameAr: 'د. سمير فهمي',
        nameEn: '',
        certificates: [{ name: 'زمالة', nameEn: 'Fellowship' }],
      }),
    ).toBeNull()
  })

  it('ignores the fields that are not reviewed: prices and the about text', () => {
    expect(reviewedChanges(stored, { videoPrice: 30_000, aboutAr: 'نبذة أخرى' })).toBeNull()
  })

  it('names only the reviewed fields that moved, before and after', () => {
    expect(
      reviewedChanges(stored, { licenceNumber: 'EMS-556', videoPrice: 1, nameAr: stored.nameAr }),
    ).toEqual({
      before: { licenceNumber: 'EMS-555' },
      after: { licenceNumber: 'EMS-556' },
    })
  })

  it('counts a certificate added and a document added or removed', () => {
    const more = [...stored.certificates, { name: 'دبلومة' }]
    expect(reviewedChanges(stored, { certificates: more })?.after).toEqual({ certificates: more })
    expect(reviewedChanges({ documents: null }, { documents: 'file-1' })).not.toBeNull()
    expect(reviewedChanges({ documents: 'file-1' }, { documents: null })).not.toBeNull()
  })
})
