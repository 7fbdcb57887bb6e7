import type { Session } from '@app/domain/accounts'
import { describe, expect, it } from 'vitest'
import { menuEntries } from './menu-entries'

const doctor = (regCompleteness: NonNullable<Session['profile']>['regCompleteness']): Session => ({
  language: 'ar',
  user: {
    id: '00000000-0000-4000-8000-000000000004',
    phone: '01012345678',
    email: null,
    emailVerified: false,
    isAdmin: false,
    testing: false,
    roles: ['doctor'],
  },
  contextRole: 'doctor',
  profile: {
    name: 'د. أحمد',
    photoUrl: null,
    hasAddress: false,
    verified: false,
    testing: false,
    regCompleteness,
  },
})

describe('menuEntries', () => {
  it('offers registration, login and the provider pages when signed out', () => {
    expect(menuEntries(undefined).map((e) => e.label)).toEqual([
      'registration',
      'login',
      'home',
      'help',
      'forDoctor',
      'forLab',
      'forRadio',
    ])
  })

  it("offers the patient's wallet (SPEC 2.2, 2.7)", () => {
    const patient: Session = {
      ...doctor({}),
      user: { ...doctor({}).user!, roles: ['patient'] },
      contextRole: 'patient',
    }
    expect(menuEntries(patient).find((e) => e.label === 'wallet')?.to).toBe('/wallet')
  })

  it('disables every doctor entry but home and help until start and video reach 4', () => {
    const entries = menuEntries(doctor({ tabStart: 4, practiceVideo: 2 }))
    expect(entries.filter((e) => !e.disabled).map((e) => e.label)).toEqual(['home', 'help'])
    const ready = menuEntries(doctor({ tabStart: 4, practiceVideo: 4 }))
    expect(ready.every((e) => !e.disabled)).toBe(true)
  })

  it('gives a doctor a Bookings entry to /bookings (SPEC 2.3), locked like the others until the profile is ready', () => {
    const ready = menuEntries(doctor({ tabStart: 4, practiceVideo: 4 }))
    expect(ready.map((e) => e.label)).toEqual(['home', 'profile', 'bookings', 'earnings', 'settings', 'help'])
    expect(ready.find((e) => e.label === 'bookings')).toMatchObject({ to: '/bookings', icon: 'bookings' })
    expect(ready.find((e) => e.label === 'bookings')?.disabled).toBe(false)
    const locked = menuEntries(doctor({ tabStart: 1 }))
    expect(locked.find((e) => e.label === 'bookings')?.disabled).toBe(true)
  })

  it('lists only the practices that have a completeness value, with start, finish or edit', () => {
    const profile = menuEntries(doctor({ tabStart: 4, practiceVideo: 4, practiceClinic: 1 })).find(
      (e) => e.label === 'profile',
    )
    expect(profile?.children?.map((c) => [c.label, c.status])).toEqual([
      ['practiceVideo', 'edit'],
      ['practiceClinic', 'finish'],
    ])
  })
})
