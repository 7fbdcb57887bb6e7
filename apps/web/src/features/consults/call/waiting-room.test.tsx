import type { ConsultView } from '@app/domain/consults'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { WaitingRoom } from './waiting-room'

const minute = 60_000

/** A paid video consult starting `untilStart` ms from now; its room opened a minute ago. */
function consult(untilStart: number): ConsultView {
  const now = Date.now()
  const at = (ms: number) => new Date(now + ms).toISOString()
  return {
    bookingId: '00000000-0000-4000-8000-0000000000b1',
    status: 'opened',
    practice: 'video',
    type: 'initial',
    startsAt: at(untilStart),
    endsAt: at(untilStart + 15 * minute),
    opensAt: at(-minute),
    closesAt: at(untilStart + 15 * minute),
    role: 'patient',
    complaint: 'صداع',
    doctor: {
      id: '00000000-0000-4000-8000-0000000000d1',
      nameAr: 'د. آية محمود',
      nameEn: 'Dr. Aya Mahmoud',
      gender: 'female',
      medTitle: 'consultant',
      specialtyId: 1,
      licenceNumber: null,
      photoUrl: null,
    },
    patient: { name: 'منى', gender: 'female', ageYears: 30, fileId: '00000000-0000-4000-8000-000000000001' },
    joined: { doctor: false, patient: false },
    noShow: { doctor: false, patient: false },
    documented: false,
    rated: false,
  }
}

async function renderRoom(untilStart: number, language: 'ar' | 'en', serverAhead = 0) {
  // The server's clock (GET /time); the device's own clock is `serverAhead` ms behind it.
  stubApi(({ path }) =>
    path === '/time' ? { body: { now: new Date(Date.now() + serverAhead).toISOString() } } : undefined,
  )
  // jsdom plays no video: the camera preview's play() answers as a browser's does.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  await i18n.loadNamespaces(['call'])
  await renderWithProviders(
    <WaitingRoom
      consult={consult(untilStart)}
      names={{ doctor: 'د. آية محمود', patient: 'منى' }}
      media={null}
      version={0}
      choice={{ audioId: '', videoId: '', speakerId: '' }}
      onChoose={vi.fn()}
      onJoin={vi.fn()}
      joining={false}
      joinError={null}
    />,
    { language },
  )
  return screen.findByRole('timer')
}

describe('WaitingRoom countdown', () => {
  it('says how long until the start in words, in Arabic: يبدأ بعد ٥ دقائق, not a clock time', async () => {
    const timer = await renderRoom(5 * minute - 10_000, 'ar')
    expect(timer).toHaveTextContent('يبدأ بعد ٥ دقائق')
    expect(timer.textContent).not.toMatch(/[:٫]/)
  })

  it('says it in English: Starts in 5 min', async () => {
    const timer = await renderRoom(5 * minute - 10_000, 'en')
    expect(timer).toHaveTextContent('Starts in 5 min')
    expect(timer.textContent).not.toContain(':')
  })

  it('counts the last minute in seconds', async () => {
    expect(await renderRoom(45_000, 'en')).toHaveTextContent(/^Starts in 4[45] sec$/)
  })

  it('counts by the server’s clock when the device’s is three minutes slow (SPEC 9’s server-time offset)', async () => {
    const timer = await renderRoom(5 * minute - 10_000, 'en', 3 * minute)
    await waitFor(() => expect(timer).toHaveTextContent('Starts in 2 min'))
  })

  it('counts an hour and more in hours and minutes', async () => {
    expect(await renderRoom(65 * minute - 10_000, 'ar')).toHaveTextContent('يبدأ بعد ساعة و٥ دقائق')
  })
})

describe('WaitingRoom people (issue 41 §4)', () => {
  it('names the doctor and the patient each under its own label, not run together', async () => {
    await renderRoom(5 * minute, 'ar')
    const names = screen.getAllByRole('definition').map((dd) => dd.textContent)
    expect(names).toEqual(['د. آية محمود', 'منى'])
    expect(screen.getAllByRole('term')).toHaveLength(2)
  })
})
