import type { CallSummary } from '@app/domain/consults'
import { resources, translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CallSummaryView } from './call-summary-view'
import { RatingForm } from './rating-form'

const ar = resources.ar.consults
const bookingId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'

const summary: CallSummary = {
  bookingId,
  status: 'finished',
  practice: 'video',
  type: 'initial',
  startsAt: '2026-11-26T10:00:00.000Z',
  endsAt: '2026-11-26T10:15:00.000Z',
  durationMinutes: 12,
  complaint: 'ألم في الحلق',
  doctor: {
    id: '7d0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
    nameAr: 'د. منى سامي',
    nameEn: null,
    gender: 'female',
    medTitle: 'specialist',
    specialtyId: 3,
    licenceNumber: null,
    photoUrl: null,
  },
  patient: {
    name: 'سلمى عادل',
    gender: 'female',
    ageYears: 36,
    fileId: '8e0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
  },
  note: {
    history: 'سعال',
    examination: 'احمرار',
    diagnosisCode: 'J06.9',
    diagnosisText: '',
    observationCodes: [],
    note: '',
    interviewResult: 'راحة',
  },
  prescription: [
    {
      medicineCode: 'augmentin-1-g',
      drugName: 'Augmentin 1 g',
      form: 'tablet',
      dose: '1',
      frequency: '',
      duration: '',
      instructions: 'بعد الأكل',
    },
  ],
  referrals: [{ kind: 'lab', code: 'cbc', name: 'صورة دم كاملة', note: '' }],
  documented: true,
  verificationCode: 'AB12CD',
  dispenseCode: '123456',
  dispensedAt: null,
  noShow: { doctor: false, patient: false },
  receipt: {
    method: 'wallet',
    price: { doctor: 15000, serviceFee: 2000, vat: 2380, surcharge: 0, discount: 0, total: 19380 },
    paid: 19380,
    freeFollowUp: false,
  },
  rating: null,
  canRate: true,
  followUpUntil: '2026-12-10T10:15:00.000Z',
}

describe('RatingForm (SPEC 4: rated once)', () => {
  it('asks for stars before sending anything', async () => {
    const fetch = stubApi()
    await i18n.loadNamespaces(['consults'])
    const user = userEvent.setup()
    await renderWithProviders(
      <RatingForm bookingId={bookingId} doctor="د. منى" laterHref="/x" onDone={vi.fn()} />,
    )
    await user.click(await screen.findByRole('button', { name: ar.rating.submit }))
    expect(await screen.findByText(resources.ar.validation.rating.stars)).toBeInTheDocument()
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([])
  })

  it('checks the star a person clicks or taps, lights the stars before it, and lets the arrow keys move it', async () => {
    const fetch = stubApi(({ method }) =>
      method === 'POST' ? { body: { ...summary, canRate: false } } : undefined,
    )
    await i18n.loadNamespaces(['consults'])
    const onDone = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <RatingForm bookingId={bookingId} doctor="Dr Mona" laterHref="/x" onDone={onDone} />,
      { language: 'en' },
    )
    const star = (count: number) =>
      screen.getByRole('radio', { name: translate('en', 'consults:rating.starLabel', { count }) })
    await screen.findByRole('group', { name: 'Your rating' })
    // A pointer on the star's label (where the star is drawn) as on the radio over it.
    await user.click(screen.getByText('3 stars', { selector: 'label > span' }))
    expect(star(3)).toBeChecked()
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1)
    expect(screen.getAllByTestId('StarIcon')).toHaveLength(3)
    await user.pointer({ keys: '[TouchA]', target: star(4) })
    expect(star(4)).toBeChecked()
    await user.keyboard('{ArrowLeft}')
    expect(star(3)).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Send rating' }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({ stars: 3, comment: '' })
  })

  it('sends 5 stars and the comment, then leads on', async () => {
    const fetch = stubApi(({ method }) =>
      method === 'POST' ? { body: { ...summary, canRate: false } } : undefined,
    )
    await i18n.loadNamespaces(['consults'])
    const onDone = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <RatingForm bookingId={bookingId} doctor="د. منى" laterHref="/x" onDone={onDone} />,
    )
    await user.click(
      await screen.findByRole('radio', { name: translate('ar', 'consults:rating.starLabel', { count: 5 }) }),
    )
    await user.type(screen.getByRole('textbox', { name: ar.rating.comment }), 'ممتازة')
    await user.click(screen.getByRole('button', { name: ar.rating.submit }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({ stars: 5, comment: 'ممتازة' })
  })

  it("says 'You've already rated this Consultation' and leads on", async () => {
    stubApi(({ method }) => (method === 'POST' ? apiError(409, 'CONSULT_ALREADY_RATED') : undefined))
    await i18n.loadNamespaces(['consults'])
    const onDone = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <RatingForm bookingId={bookingId} doctor="Dr Mona" laterHref="/x" onDone={onDone} />,
      {
        language: 'en',
      },
    )
    await user.click(await screen.findByRole('radio', { name: '4 stars' }))
    await user.click(screen.getByRole('button', { name: 'Send rating' }))
    expect(await screen.findByText("You've already rated this Consultation")).toBeInTheDocument()
    expect(onDone).toHaveBeenCalled()
  })
})

describe('CallSummaryView (SPEC 2.8)', () => {
  const links = {
    bookAgain: '/booking?step=3',
    followUp: `/follow-up/${bookingId}`,
    review: `/call-review/${bookingId}`,
  }

  it('shows the report, prescription, referral, receipt and the free follow-up while its window is open', async () => {
    stubApi()
    await i18n.loadNamespaces(['consults'])
    await renderWithProviders(
      <CallSummaryView
        summary={summary}
        specialtyName={() => 'الأنف والأذن'}
        receiptLines={[{ key: 'consultation', amount: 19380 }]}
        links={links}
        now={new Date('2026-11-27T10:00:00.000Z')}
      />,
    )
    expect(await screen.findByRole('region', { name: ar.summary.report })).toHaveTextContent('J06.9')
    expect(screen.getByRole('region', { name: ar.summary.prescription })).toHaveTextContent('Augmentin 1 g')
    expect(screen.getByRole('link', { name: ar.prescription.download })).toHaveAttribute(
      'href',
      `/api/v1/consults/${bookingId}/prescription.pdf`,
    )
    expect(screen.getByRole('region', { name: ar.summary.referrals })).toHaveTextContent('صورة دم كاملة')
    expect(screen.getByRole('region', { name: ar.receipt.title })).toHaveTextContent(ar.methods.wallet)
    expect(screen.getByRole('link', { name: ar.summary.followUp })).toHaveAttribute('href', links.followUp)
    expect(screen.getByRole('link', { name: ar.rating.rateNow })).toHaveAttribute('href', links.review)
    expect(screen.getByText(translate('ar', 'consults:summary.minutes', { count: 12 }))).toBeInTheDocument()
  })

  it('offers no free follow-up once its window has passed, and shows the rating given', async () => {
    stubApi()
    await i18n.loadNamespaces(['consults'])
    await renderWithProviders(
      <CallSummaryView
        summary={{ ...summary, canRate: false, rating: { stars: 4, comment: '', createdAt: summary.endsAt } }}
        specialtyName={() => undefined}
        receiptLines={[]}
        links={links}
        now={new Date('2026-12-11T10:00:00.000Z')}
      />,
      { language: 'en' },
    )
    expect(await screen.findByText('Rated: 4 stars')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Book free follow-up' })).toBeNull()
    expect(screen.getByRole('link', { name: 'Book again' })).toBeInTheDocument()
  })
})
