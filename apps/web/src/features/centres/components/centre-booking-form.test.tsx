import type { CentreOrderQuote } from '@app/domain/centre-orders'
import type { CentreDetails, CentreServiceView } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CentreBookingForm, type CentreBookingFormProps } from './centre-booking-form'

const ar = resources.ar.centres
const en = resources.en.centres
const text = (value: string) => value.replace(/\s+/g, ' ').trim()
const centreId = '00000000-0000-4000-8000-00000000c001'

const fbs: CentreServiceView = {
  id: 'lab:fbs',
  kind: 'lab',
  code: 'FBS',
  categoryId: 'lab:diabetes',
  commercialCategoryId: null,
  nameEn: 'Fasting blood sugar',
  nameAr: 'سكر صائم',
  fastingHours: 8,
  preparationEn: 'Nothing but water for 8 hours.',
  preparationAr: 'صيام ٨ ساعات ما عدا الماء.',
}
const mri: CentreServiceView = {
  ...fbs,
  id: 'radio:brain-mri',
  kind: 'radio',
  code: 'MRI-B',
  categoryId: 'radio:mri',
  nameEn: 'Brain MRI',
  nameAr: 'رنين على المخ',
  fastingHours: null,
  preparationEn: null,
  preparationAr: null,
}
const details = (kind: 'lab' | 'radio'): CentreDetails => ({
  centreId,
  kind,
  businessName: kind === 'lab' ? 'معمل الشفاء' : 'Scan Centre',
  businessInfo: '',
  photoUrl: null,
  receptionPhone: '01012345678',
  governorateId: 1,
  areaId: 11,
  address: '12 شارع التحرير',
  latitude: null,
  longitude: null,
  certificates: [],
  homeVisit: kind === 'lab',
  hours: [],
  offers: [
    {
      service: kind === 'lab' ? fbs : mri,
      price: 6_000,
      insurancePrice: 4_500,
      homeCollection: kind === 'lab',
      homeCollectionPrice: kind === 'lab' ? 5_000 : null,
    },
  ],
})

const days = ['2026-12-10', '2026-12-11']
const timesOf: Record<string, string[]> = {
  '2026-12-10': ['2026-12-10T07:00:00.000Z', '2026-12-10T07:30:00.000Z'],
  '2026-12-11': ['2026-12-11T08:00:00.000Z', '2026-12-11T08:30:00.000Z'],
}
/** The quote as the API would price it: the centre's price (or its insurance price) and the home extra. */
function quote(kind: 'lab' | 'radio', params: URLSearchParams): CentreOrderQuote {
  const base =
    (params.get('insurance') === 'true' ? 4_500 : 6_000) + (params.get('place') === 'home' ? 5_000 : 0)
  const date = params.get('date') ?? days[0] ?? ''
  const line = (method: 'wallet' | 'card' | 'kiosk', surcharge: number) => ({
    method,
    centre: base - base / 10,
    serviceFee: base / 10 - 100,
    vat: 100,
    surcharge,
    discount: 0,
    total: base + surcharge,
  })
  return {
    centreId,
    businessName: details(kind).businessName,
    kind,
    service: kind === 'lab' ? fbs : mri,
    insuranceAvailable: true,
    homeCollectionAvailable: kind === 'lab',
    prices: [line('wallet', 0), line('card', 300), line('kiosk', 300)],
    days,
    date,
    times: timesOf[date] ?? [],
  }
}

const payEn = (total: number) =>
  translate('en', 'centres:booking.submit', { total: formatMoney(total, 'en') })

const posts = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/centre-orders'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)

async function render({
  kind = 'lab',
  language = 'ar',
  signedIn = true,
  created = { centreOrderId: '00000000-0000-4000-8000-0000000000a1', paymentOrderId: null },
  post,
  props = {},
}: {
  kind?: 'lab' | 'radio'
  language?: 'ar' | 'en'
  signedIn?: boolean
  created?: { centreOrderId: string; paymentOrderId: string | null }
  post?: () => { status?: number; body?: unknown }
  props?: Partial<CentreBookingFormProps>
} = {}) {
  await i18n.loadNamespaces(['centres', 'errors', 'validation'])
  const serviceId = kind === 'lab' ? 'lab:fbs' : 'radio:brain-mri'
  const spy = stubApi(({ method, path }) => {
    if (method === 'GET' && path === `/centres/${centreId}/details`) return { body: details(kind) }
    if (method === 'GET' && path.startsWith('/centre-orders/quote?'))
      return { body: quote(kind, new URL(path, 'http://x').searchParams) }
    if (method === 'POST' && path === '/centre-orders') return post?.() ?? { status: 201, body: created }
    return undefined
  })
  const onBooked = vi.fn()
  const onLeaveToSignIn = vi.fn()
  const view = await renderWithProviders(
    <CentreBookingForm
      centreId={centreId}
      serviceId={serviceId}
      signedIn={signedIn}
      placeName={() => 'وسط البلد، القاهرة'}
      fileChooser={(value, onChange) => (
        <label>
          For whom
          <select value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">Me</option>
            <option value="00000000-0000-4000-8000-0000000000f2">My son</option>
          </select>
        </label>
      )}
      billingFields={() => <p>billing fields</p>}
      billingDefaults={{
        firstName: '',
        lastName: '',
        email: '',
        phoneNumber: '',
        street: '',
        building: '',
        apartment: '',
        floor: '',
        postalCode: '',
        city: '',
        country: 'Egypt',
      }}
      listHref="/labs/lab%3Afbs"
      signInHref="/sign-in"
      signUpHref="/sign-up"
      onLeaveToSignIn={onLeaveToSignIn}
      onBooked={onBooked}
      {...props}
    />,
    { language },
  )
  return { spy, onBooked, onLeaveToSignIn, ...view }
}

describe('CentreBookingForm (/centre-booking, issue 43 §2)', () => {
  it('shows the test, the centre and its preparation, the home collection and insurance choices, in Arabic', async () => {
    await render()
    expect(await screen.findByRole('heading', { name: 'سكر صائم' })).toBeInTheDocument()
    expect(screen.getByText('معمل الشفاء')).toBeInTheDocument()
    expect(screen.getByText(fbs.preparationAr as string)).toBeInTheDocument()
    expect(
      screen.getByRole('radio', {
        name: translate('ar', 'centres:booking.place.home', { price: formatMoney(5_000, 'ar') }),
      }),
    ).toBeInTheDocument()
    // The first day's times, on the Arabic clock (٩:٠٠ ص is 07:00 UTC in Cairo's winter).
    expect(await screen.findByRole('button', { name: '٩:٠٠ ص' })).toBeInTheDocument()
    expect(
      screen.getByRole('checkbox', {
        name: translate('ar', 'centres:booking.insurance', {
          price: formatMoney(4_500, 'ar'),
          full: formatMoney(6_000, 'ar'),
        }),
      }),
    ).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: ar.booking.note.lab })).toBeRequired()
  })

  it('refuses a lab test without its note, and sends nothing (SPEC 5)', async () => {
    const { spy } = await render()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '٩:٠٠ ص' }))
    await user.click(screen.getByRole('radio', { name: new RegExp(ar.booking.payment.methods.wallet.label) }))
    await user.click(
      screen.getByRole('button', {
        name: translate('ar', 'centres:booking.submit', { total: formatMoney(6_000, 'ar') }),
      }),
    )
    const note = screen.getByRole('textbox', { name: ar.booking.note.lab })
    await waitFor(() => expect(note).toHaveAccessibleDescription(new RegExp(ar.problems.note)))
    expect(note).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(posts(spy)).toEqual([])
  })

  it('refuses home collection without an address, and a missing time and method', async () => {
    const { spy } = await render()
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('radio', {
        name: translate('ar', 'centres:booking.place.home', { price: formatMoney(5_000, 'ar') }),
      }),
    )
    await user.click(screen.getByRole('textbox', { name: ar.booking.note.lab }))
    await user.paste('متابعة السكر')
    await user.click(screen.getByRole('button', { name: ar.booking.book }))
    const address = screen.getByRole('textbox', { name: ar.booking.address })
    await waitFor(() => expect(address).toHaveAccessibleDescription(ar.problems.address))
    expect(screen.getByText(ar.problems.time)).toBeInTheDocument()
    expect(screen.getByText(ar.problems.method)).toBeInTheDocument()
    expect(posts(spy)).toEqual([])
  })

  it('posts the right body: home collection, insurance, another day, the note, a family member, the wallet', async () => {
    const { spy, onBooked } = await render()
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('radio', {
        name: translate('ar', 'centres:booking.place.home', { price: formatMoney(5_000, 'ar') }),
      }),
    )
    await user.click(screen.getByRole('textbox', { name: ar.booking.address }))
    await user.paste('٥ شارع النيل، الدور ٣')
    await user.click(
      screen.getByRole('checkbox', { name: new RegExp(ar.booking.insurance.split('{{')[0] as string) }),
    )
    // The second day, then its first time.
    const dayButtons = within(screen.getByRole('group', { name: ar.booking.time.days })).getAllByRole(
      'button',
    )
    await user.click(dayButtons[1] as HTMLElement)
    await user.click(await screen.findByRole('button', { name: '١٠:٠٠ ص' }))
    await user.click(screen.getByRole('textbox', { name: ar.booking.note.lab }))
    await user.paste('متابعة السكر')
    await user.selectOptions(screen.getByLabelText('For whom'), 'My son')
    await user.click(screen.getByRole('radio', { name: new RegExp(ar.booking.payment.methods.wallet.label) }))
    // Insured and at home: 45 + 50 EGP.
    expect(screen.getByRole('region', { name: ar.booking.payment.lines.heading })).toHaveTextContent(
      text(formatMoney(9_500, 'ar')),
    )
    await user.click(
      screen.getByRole('button', {
        name: translate('ar', 'centres:booking.submit', { total: formatMoney(9_500, 'ar') }),
      }),
    )
    const dialog = await screen.findByRole('dialog', { name: ar.booking.payment.confirmWallet.title })
    await user.click(within(dialog).getByRole('button', { name: ar.booking.payment.confirmWallet.confirm }))

    await waitFor(() =>
      expect(onBooked).toHaveBeenCalledWith({
        centreOrderId: '00000000-0000-4000-8000-0000000000a1',
        paymentOrderId: null,
      }),
    )
    expect(posts(spy)).toEqual([
      {
        centreId,
        serviceId: 'lab:fbs',
        place: 'home',
        address: '٥ شارع النيل، الدور ٣',
        insurance: true,
        startsAt: '2026-12-11T08:00:00.000Z',
        note: 'متابعة السكر',
        medicalFileId: '00000000-0000-4000-8000-0000000000f2',
        method: 'wallet',
        timeZone: expect.any(String) as string,
        total: 9_500,
      },
    ])
  })

  it('books a scan without a note in English, at the kiosk: no address, no file, no billing', async () => {
    const paid = {
      centreOrderId: '00000000-0000-4000-8000-0000000000a2',
      paymentOrderId: '00000000-0000-4000-8000-0000000000b2',
    }
    const { spy, onBooked } = await render({ kind: 'radio', language: 'en', created: paid })
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { name: 'Brain MRI' })).toBeInTheDocument()
    // No home collection for a scan.
    expect(screen.queryByRole('radio', { name: en.booking.place.centre })).not.toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: en.booking.note.radio })).not.toBeRequired()
    await user.click(await screen.findByRole('button', { name: '9:00 AM' }))
    await user.click(screen.getByRole('radio', { name: new RegExp(en.booking.payment.methods.kiosk.label) }))
    expect(screen.getByRole('region', { name: en.booking.payment.lines.heading })).toHaveTextContent(
      'E-payment fee',
    )
    await user.click(screen.getByRole('button', { name: payEn(6_300) }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(paid))
    expect(posts(spy)).toEqual([
      {
        centreId,
        serviceId: 'radio:brain-mri',
        place: 'centre',
        insurance: false,
        startsAt: '2026-12-10T07:00:00.000Z',
        note: '',
        method: 'kiosk',
        timeZone: expect.any(String) as string,
        total: 6_300,
      },
    ])
  })

  it('shows the API’s field issue on its field and its error as a toast', async () => {
    const { onBooked } = await render({
      language: 'en',
      post: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            params: {},
            issues: [{ path: 'note', code: 'centres:problems.note' }],
            message: 'x',
            requestId: 'test',
          },
        },
      }),
    })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '9:00 AM' }))
    await user.click(screen.getByRole('textbox', { name: en.booking.note.lab }))
    await user.paste('Checking my sugar')
    await user.click(screen.getByRole('radio', { name: new RegExp(en.booking.payment.methods.kiosk.label) }))
    await user.click(screen.getByRole('button', { name: payEn(6_300) }))
    const note = screen.getByRole('textbox', { name: en.booking.note.lab })
    await waitFor(() => expect(note).toHaveAccessibleDescription(new RegExp(en.problems.note)))
    expect(await screen.findByText(new RegExp(resources.en.errors.VALIDATION_FAILED))).toBeInTheDocument()
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('reads the quote again when the price changed meanwhile', async () => {
    const { spy } = await render({ language: 'en', post: () => apiError(409, 'PRICE_CHANGED') })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '9:00 AM' }))
    await user.click(screen.getByRole('textbox', { name: en.booking.note.lab }))
    await user.paste('Checking my sugar')
    await user.click(screen.getByRole('radio', { name: new RegExp(en.booking.payment.methods.kiosk.label) }))
    const quotes = () =>
      spy.mock.calls.filter(([url]) => String(url).includes('/centre-orders/quote?')).length
    const before = quotes()
    await user.click(screen.getByRole('button', { name: payEn(6_300) }))
    expect(await screen.findByText(en.booking.priceChanged)).toBeInTheDocument()
    await waitFor(() => expect(quotes()).toBeGreaterThan(before))
  })

  it('asks a visitor to sign in or up, keeping their choices for when they come back (SPEC 4)', async () => {
    const first = await render({ signedIn: false })
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '٩:٣٠ ص' }))
    await user.click(screen.getByRole('textbox', { name: ar.booking.note.lab }))
    await user.paste('متابعة السكر')
    expect(screen.queryByLabelText('For whom')).not.toBeInTheDocument()
    expect(screen.getByText(ar.booking.signedOut)).toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: new RegExp(ar.booking.submit.split('{{')[0] as string) }),
    ).toBeNull()
    expect(screen.getByRole('link', { name: ar.booking.signUp })).toHaveAttribute('href', '/sign-up')
    await user.click(screen.getByRole('link', { name: ar.booking.signIn }))
    expect(first.onLeaveToSignIn).toHaveBeenCalled()
    expect(first.history.location.pathname).toBe('/sign-in')
    first.unmount()

    // Signed in now, the same page comes back with the time and the note.
    await render()
    expect(await screen.findByRole('textbox', { name: ar.booking.note.lab })).toHaveValue('متابعة السكر')
    expect(await screen.findByRole('button', { name: '٩:٣٠ ص' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says the centre no longer offers it, with the way to another centre', async () => {
    await i18n.loadNamespaces(['centres', 'errors'])
    stubApi(({ method, path }) =>
      method === 'GET' && path === `/centres/${centreId}/details`
        ? { body: { ...details('lab'), offers: [] } }
        : undefined,
    )
    await renderWithProviders(
      <CentreBookingForm
        centreId={centreId}
        serviceId="lab:fbs"
        signedIn
        placeName={() => ''}
        fileChooser={() => null}
        billingFields={() => null}
        billingDefaults={{} as never}
        listHref="/labs/lab%3Afbs"
        signInHref="/sign-in"
        signUpHref="/sign-up"
        onLeaveToSignIn={vi.fn()}
        onBooked={vi.fn()}
      />,
      { language: 'en' },
    )
    expect(await screen.findByText(en.booking.notOffered)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.booking.chooseAnother })).toHaveAttribute(
      'href',
      '/labs/lab%3Afbs',
    )
  })
})
