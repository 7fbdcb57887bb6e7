import type { DoctorPage } from '@app/domain/doctors'
import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DateStep } from './date-step'

const ar = resources.ar.booking
const price = { doctor: 15000, serviceFee: 2000, vat: 2380, total: 19380, ePaymentSurcharge: 0 }
const doctor: DoctorPage = {
  id: '00000000-0000-4000-8000-0000000000d1',
  nameAr: 'د. آية محمود',
  nameEn: 'Dr. Aya Mahmoud',
  aboutAr: null,
  aboutEn: null,
  photoUrl: null,
  gender: 'female',
  medTitle: 'consultant',
  specialtyId: 7,
  subspecialty: null,
  subspecialtyEn: null,
  yearsOfExperience: 15,
  medicalDegree: null,
  medicalDegreeEn: null,
  certificates: [],
  practiceCountries: [],
  insurance: null,
  rating: null,
  ratingCount: 0,
  languages: [],
  verified: true,
  practices: { video: { price }, clinic: null, home: null },
  nextSlot: null,
}

// The doctor's free times: 15 January 2030 only (Cairo 10:00 and 10:15).
const slots = [
  { start: '2030-01-15T08:00:00.000Z', end: '2030-01-15T08:15:00.000Z' },
  { start: '2030-01-15T08:15:00.000Z', end: '2030-01-15T08:30:00.000Z' },
]

async function renderStep(
  start: string | null,
  doctorAnswer: { status?: number; body?: unknown } = { body: doctor },
) {
  stubApi(({ method, path }) => {
    if (method === 'GET' && path === `/doctors/${doctor.id}`) return doctorAnswer
    if (method === 'GET' && path.startsWith(`/doctors/${doctor.id}/availability`))
      return { body: { slots, timezone: 'Africa/Cairo', nextFrom: '2030-02-01T22:00:00.000Z' } }
    return undefined
  })
  await i18n.loadNamespaces(['booking', 'doctors', 'schedules'])
  const clear = vi.fn()
  await renderWithProviders(
    <DateStep
      place={{ step: 3, specialtyId: null, doctorId: doctor.id, practice: 'video', from: null, start }}
      doctorId={doctor.id}
      saved={null}
      save={vi.fn()}
      clear={clear}
      onNext={vi.fn()}
    />,
  )
  return { clear }
}

describe('DateStep: a kept time that is gone (SPEC 8)', () => {
  it("says 'Doctor is not available this day.' when the doctor has no free time left that day", async () => {
    const { clear } = await renderStep('2030-01-14T08:00:00.000Z')
    expect(await screen.findByText(ar.date.dayUnavailable)).toBeVisible()
    expect(clear).toHaveBeenCalled()
  })

  it('says the time was taken when its day still has other free times', async () => {
    await renderStep('2030-01-15T09:00:00.000Z')
    expect(await screen.findByText(ar.date.taken)).toBeVisible()
    expect(screen.queryByText(ar.date.dayUnavailable)).toBeNull()
  })

  it("falls back to 'Unable to load doctor details' when the doctor cannot be loaded (SPEC 8)", async () => {
    await renderStep(null, apiError(500, 'INTERNAL'))
    expect(await screen.findByText(resources.ar.doctors.pages.loadFailed)).toBeVisible()
  })

  it('shows every time on one clock, 12-hour with ص/م, and says Egypt time once (issue 41 §4)', async () => {
    await renderStep('2030-01-15T08:15:00.000Z')
    const times = await screen.findByRole('group', { name: /١٥ يناير/ })
    expect(
      within(times)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['١٠:٠٠ ص', '١٠:١٥ ص'])
    // The chosen time, in the summary below, on the same clock and without an offset after it.
    expect(screen.getByRole('status')).toHaveTextContent('١٠:١٥ ص')
    expect(document.body.textContent).not.toMatch(/[0-9٠-٩] \((غرينتش|GMT)/)
    expect(document.body.textContent).not.toMatch(/[0-9]/)
    expect(document.body.textContent?.match(/بتوقيت مصر/g)).toHaveLength(1)
  })
})
