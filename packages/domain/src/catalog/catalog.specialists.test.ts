import { describe, expect, it } from 'vitest'
import { listsSpecialists, offersSpecialists } from './catalog.specialists'

describe('the specialties /specialists lists and offers (SPEC 2.5 step 0, issue 7 §3)', () => {
  const specialty = (enabledVideo: boolean, isPrimaryCare: boolean, video: number) => ({
    enabledVideo,
    isPrimaryCare,
    activeDrsCount: { video },
  })

  it('lists a video specialty other than primary care', () => {
    expect(listsSpecialists(specialty(true, false, 0))).toBe(true)
    expect(listsSpecialists(specialty(true, true, 3))).toBe(false)
    expect(listsSpecialists(specialty(false, false, 3))).toBe(false)
  })

  it('offers only a listed specialty with an active video doctor', () => {
    expect(offersSpecialists(specialty(true, false, 1))).toBe(true)
    expect(offersSpecialists(specialty(true, false, 0))).toBe(false)
    expect(offersSpecialists(specialty(true, true, 5))).toBe(false)
    expect(offersSpecialists(specialty(false, false, 5))).toBe(false)
  })
})
