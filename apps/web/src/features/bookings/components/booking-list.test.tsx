import type { BookingListItem } from '@app/domain/bookings'
import { resources } from '@app/i18n'
import { formatEgyptTime } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import type { BookingLinks } from './booking-links'
import { BookingList } from './booking-list'

const ar = resources.ar.bookings
const en = resources.en.bookings

const links: BookingLinks = {
  join: (id) => `/call/${id}`,
  callSummary: (id) => `/call-summary/${id}`,
  sessionSummary: (id) => `/session-summary/${id}`,
  rate: (id) => `/call-review/${id}`,
  followUp: (id) => `/follow-up/${id}`,
  receipt: (id) => `/booking/${id}/success`,
  record: (id) => `/health_records_visit/${id}`,
  pay: (id) => `/payments/pay/${id}`,
  findDoctor: '/booking',
  schedule: '/schedule',
  bookings: '/bookings',
}

const bookingId = '11111111-1111-4111-8111-111111111111'

const item = (overrides: Partial<BookingListItem> = {}): BookingListItem => ({
  id: bookingId,
  side: 'patient',
  status: 'opened',
  type: 'initial',
  practice: 'video',
  // 15:00 UTC on 1 July is 18:00 in Cairo (UTC+3 in summer).
  startsAt: '2026-07-01T15:00:00.000Z',
  endsAt: '2026-07-01T15:15:00.000Z',
  outcome: { canceled: false, canceledBy: null, doctorNoShow: false, patientNoShow: false },
  doctor: {
    id: '22222222-2222-4222-8222-222222222222',
    nameAr: 'د. سارة حسن',
    nameEn: 'Dr. Sara Hassan',
    photoUrl: null,
    specialty: { id: 2, nameAr: 'طب الأطفال', nameEn: 'Paediatrics' },
  },
  patient: {
    name: 'سلمى عادل',
    fileId: '33333333-3333-4333-8333-333333333333',
    complaint: 'صداع منذ يومين',
    forSomeoneElse: false,
  },
  price: { total: 6840, paid: 6840 },
  order: null,
  holdExpiresAt: null,
  actions: ['join', 'cancel', 'receipt'],
  ...overrides,
})

const page = (items: BookingListItem[], total = items.length, tab = 'today') => ({
  body: { items, total, page: 1, pageSize: 10, tab },
})

async function render(ui: React.ReactElement, language: 'ar' | 'en' = 'ar', path = '/bookings') {
  await Promise.all([i18n.loadNamespaces(['bookings']), englishI18n.loadNamespaces(['bookings'])])
  return renderWithProviders(ui, { language, path })
}

describe('BookingList (issue 12 §1)', () => {
  it("opens on today's tab and shows the doctor, Egypt's time and the allowed actions", async () => {
    const spy = stubApi(({ path }) => (path.startsWith('/bookings?') ? page([item()]) : undefined))
    await render(<BookingList side="patient" links={links} />)
    expect(await screen.findByRole('tab', { name: ar.tabs.today, selected: true })).toBeInTheDocument()
    // A patient's tabs run in time's order.
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      ar.tabs.past,
      ar.tabs.today,
      ar.tabs.upcoming,
    ])
    const card = await screen.findByRole('article', { name: 'د. سارة حسن' })
    // One clock, Egypt's, said once for the list (issue 41 §4).
    expect(formatEgyptTime('2026-07-01T15:00:00.000Z', 'ar')).toBe('٦:٠٠ م')
    expect(card).toHaveTextContent('٦:٠٠ م')
    expect(card).not.toHaveTextContent('غرينتش')
    expect(screen.getByText('كل المواعيد بتوقيت مصر.')).toBeVisible()
    expect(card).toHaveTextContent(ar.status.opened)
    expect(card).toHaveTextContent(ar.practice.video)
    expect(within(card).getByRole('link', { name: ar.actions.join })).toHaveAttribute(
      'href',
      `/call/${bookingId}`,
    )
    expect(within(card).getByRole('link', { name: ar.actions.receipt })).toHaveAttribute(
      'href',
      `/booking/${bookingId}/success`,
    )
    // Cancel is the change dialogs' slot: hidden until the page gives one.
    expect(within(card).queryByRole('button', { name: /إلغاء/ })).toBeNull()
    // No tab asked: the server opens on the tab of the next booking (here today's).
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/v1/bookings?page=1&pageSize=10')
  })

  it('opens on the tab the next booking is in, right after a booking for tomorrow (issue 41 §4)', async () => {
    const tomorrow = item({ startsAt: '2026-07-02T15:00:00.000Z', endsAt: '2026-07-02T15:15:00.000Z' })
    const spy = stubApi(({ path }) =>
      path.startsWith('/bookings?')
        ? page([tomorrow], 1, path.includes('tab=') ? 'today' : 'upcoming')
        : undefined,
    )
    const { history } = await render(<BookingList side="patient" links={links} />, 'en')
    expect(await screen.findByRole('tab', { name: en.tabs.upcoming, selected: true })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: en.tabs.today, selected: false })).toBeInTheDocument()
    expect(await screen.findByRole('article', { name: 'Dr. Sara Hassan' })).toBeInTheDocument()
    expect(screen.queryByText(en.empty.patient.today)).toBeNull()
    // Today is one tap away, and the address then says which.
    await userEvent.click(screen.getByRole('tab', { name: en.tabs.today }))
    await waitFor(() => expect(history.location.search).toBe('?tab=today'))
    expect(spy.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/bookings?tab=today&page=1&pageSize=10',
    )
  })

  it('renders the cancel and reschedule slots the page gives, for bookings that allow them', async () => {
    stubApi(({ path }) =>
      path.startsWith('/bookings?')
        ? page([item({ actions: ['reschedule', 'cancel', 'receipt'] })])
        : undefined,
    )
    await render(
      <BookingList
        side="patient"
        links={links}
        renderCancel={(b) => <button type="button">cancel {b.id}</button>}
        renderReschedule={(b) => <button type="button">move {b.id}</button>}
      />,
      'en',
    )
    expect(await screen.findByRole('button', { name: `cancel ${bookingId}` })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: `move ${bookingId}` })).toBeInTheDocument()
  })

  it('says what to do next when a tab is empty, and keeps the tab and page size in the address', async () => {
    const spy = stubApi(({ path }) => (path.startsWith('/bookings?') ? page([]) : undefined))
    const { history } = await render(<BookingList side="patient" links={links} />, 'en')
    await userEvent.click(await screen.findByRole('tab', { name: en.tabs.upcoming }))
    expect(await screen.findByText(en.empty.patient.upcoming)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.empty.patient.action })).toHaveAttribute('href', '/booking')
    await waitFor(() => expect(history.location.search).toBe('?tab=upcoming'))
    await userEvent.click(screen.getByRole('combobox', { name: en.pageSize }))
    await userEvent.click(await screen.findByRole('option', { name: '25' }))
    await waitFor(() => expect(history.location.search).toBe('?tab=upcoming&pageSize=25'))
    expect(spy.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/bookings?tab=upcoming&page=1&pageSize=25',
    )
  })

  it('lets the doctor mark a patient absent after confirming, and says why when refused', async () => {
    let marked = false
    let refuse = true
    const doctorsItem = item({ side: 'doctor', actions: ['markNoShow'], practice: 'clinic' })
    const spy = stubApi(({ method, path }) => {
      if (method === 'POST' && path === `/bookings/${bookingId}/patient-no-show`) {
        if (refuse) return apiError(409, 'BOOKING_NOT_STARTED')
        marked = true
        return { body: { ...doctorsItem, status: 'failed', actions: [] } }
      }
      if (path.startsWith('/bookings?'))
        return page([
          marked
            ? {
                ...doctorsItem,
                status: 'failed',
                outcome: { ...doctorsItem.outcome, patientNoShow: true },
                actions: [],
              }
            : doctorsItem,
        ])
      return undefined
    })
    await render(<BookingList side="doctor" links={links} />)
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      ar.tabs.today,
      ar.tabs.upcoming,
      ar.tabs.past,
    ])
    const card = await screen.findByRole('article', { name: 'سلمى عادل' })
    expect(card).toHaveTextContent('صداع منذ يومين')
    await userEvent.click(within(card).getByRole('button', { name: ar.actions.markNoShow }))
    const dialog = await screen.findByRole('dialog', {
      name: ar.noShow.title.replace('{{name}}', 'سلمى عادل'),
    })
    await userEvent.click(within(dialog).getByRole('button', { name: ar.noShow.confirm }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      resources.ar.errors.BOOKING_NOT_STARTED,
    )

    refuse = false
    await userEvent.click(within(dialog).getByRole('button', { name: ar.noShow.confirm }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText(ar.status.patientNoShow)).toBeInTheDocument()
    expect(spy.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(2)
  })
})
