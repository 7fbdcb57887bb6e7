import type { Session } from '@app/domain/accounts'
import { describe, expect, it } from 'vitest'
import { originOfLocation, saveOrigin, savedOriginStorageKey, takePostSignInPath } from './saved-origin'

const profile = {
  name: 'منى',
  photoUrl: null,
  hasAddress: true,
  verified: true,
  testing: false,
  regCompleteness: null,
}
const session = (contextRole: Session['contextRole'], withProfile = true): Session => ({
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000001',
    phone: '01012345678',
    email: 'mona@example.com',
    emailVerified: true,
    isAdmin: false,
    testing: false,
    roles: contextRole ? [contextRole] : [],
  },
  contextRole,
  profile: withProfile ? profile : null,
})
const wizard = '?step=5&doctorId=0b9f6a4e-4a51-4c6f-9d43-2f1a3c7e8d10'

describe('the saved origin (SPEC 4 post-sign-in destination)', () => {
  // Issue 9: the booking origin returns to the wizard's exact place.
  it("sends a patient back to the booking wizard's exact place, once", () => {
    saveOrigin('booking', wizard)
    expect(takePostSignInPath(session('patient'))).toBe(`/booking${wizard}`)
    expect(localStorage.getItem(savedOriginStorageKey)).toBeNull()
    expect(takePostSignInPath(session('patient'))).toBe('/home')
  })

  it('keeps the origin while the patient must create a profile, for the profile page to use', () => {
    saveOrigin('booking', wizard)
    expect(takePostSignInPath(session('patient', false))).toBe('/create-profile')
    expect(takePostSignInPath(session('patient'))).toBe(`/booking${wizard}`)
  })

  it("leaves a patient's origin alone when someone else signs in", () => {
    saveOrigin('booking', wizard)
    expect(takePostSignInPath(session('doctor'))).toBe('/home')
    expect(localStorage.getItem(savedOriginStorageKey)).toBe('booking')
  })

  it('sends a patient to a page origin without any query string', () => {
    saveOrigin('booking', wizard)
    saveOrigin('specialists')
    expect(takePostSignInPath(session('patient'))).toBe('/specialists')
  })

  it('names the wizard itself with its place, and the other origins by their first segment', () => {
    expect(originOfLocation('/booking', wizard)).toEqual({ origin: 'booking', search: wizard })
    expect(originOfLocation('/booking/9f1c/success', '')).toBeNull()
    expect(originOfLocation('/radios_labs', '?x=1')).toEqual({ origin: 'radios_labs', search: '' })
    expect(originOfLocation('/home', '')).toBeNull()
  })
})
