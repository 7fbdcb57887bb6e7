import type { Session } from '@app/domain/accounts'
import type { CentreOrderQuote } from '@app/domain/centre-orders'
import type { CentreDetails, CentreServiceView } from '@app/domain/centres/schemas'
import type { MedicalFile } from '@app/domain/medical-files'
import { resources, translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { savedOriginStorageKey, takePostSignInPath } from '#web/shared/lib/saved-origin'
import { renderWithProviders, signedOutSession, stubApi } from '#web/testing/render-with-providers'
import { routes } from '../../router'

const ar = resources.ar.centres
const en = resources.en.centres
const centreId = '00000000-0000-4000-8000-00000000c001'
const bookingPath = `/centre-booking/${centreId}/lab%3Afbs`

const patient: Session = {
  language: 'en',
  user: {
    id: '00000000-0000-4000-8000-000000000003',
    phone: '01012345678',
    email: 'mona@example.com',
    emailVerified: true,
    isAdmin: false,
    testing: false,
    roles: ['patient'],
  },
  contextRole: 'patient',
  profile: {
    name: 'Mona Salem',
    photoUrl: null,
    hasAddress: true,
    verified: true,
    testing: false,
    regCompleteness: null,
  },
}

const fbs: CentreServiceView = {
  id: 'lab:fbs',
  kind: 'lab',
  code: 'FBS',
  categoryId: 'lab:diabetes',
  commercialCategoryId: null,
  nameEn: 'Fasting blood sugar',
  nameAr: 'سكر صائم',
  fastingHours: 8,
  preparationEn: null,
  preparationAr: null,
}
const details: CentreDetails = {
  centreId,
  kind: 'lab',
  businessName: 'Al Shifa Lab',
  businessInfo: '',
  photoUrl: null,
  receptionPhone: '01012345678',
  governorateId: null,
  areaId: null,
  address: '12 Tahrir St',
  latitude: null,
  longitude: null,
  certificates: [],
  homeVisit: false,
  hours: [],
  offers: [
    { service: fbs, price: 6_000, insurancePrice: null, homeCollection: false, homeCollectionPrice: null },
  ],
}
const line = (method: 'wallet' | 'card', surcharge: number) => ({
  method,
  centre: 5_400,
  serviceFee: 500,
  vat: 100,
  surcharge,
  discount: 0,
  total: 6_000 + surcharge,
})
const quote: CentreOrderQuote = {
  centreId,
  businessName: 'Al Shifa Lab',
  kind: 'lab',
  service: fbs,
  insuranceAvailable: false,
  homeCollectionAvailable: false,
  prices: [line('wallet', 0), line('card', 300)],
  days: ['2026-12-10'],
  date: '2026-12-10',
  times: ['2026-12-10T07:00:00.000Z'],
}
const file = (over: Partial<MedicalFile>): MedicalFile => ({
  id: patient.user?.id ?? '',
  kind: 'own',
  name: 'Mona Salem',
  gender: 'female',
  birthday: '1990-01-01',
  relation: null,
  phone: '01012345678',
  areaId: null,
  governorateId: null,
  expiresAt: null,
  ...over,
})
const son = file({
  id: '00000000-0000-4000-8000-0000000000f2',
  kind: 'dependent',
  name: 'Omar Salem',
  relation: 'child',
  phone: null,
})
const billing = {
  firstName: 'Mona',
  lastName: 'Salem',
  email: 'mona@example.com',
  phoneNumber: '01012345678',
  street: 'Tahrir St',
  building: '12',
  floor: '3',
  apartment: '5',
  city: 'Cairo',
}

function stubCentres(session: Session = signedOutSession) {
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/catalog')
      return { body: { governorates: [], areas: [], specialties: [], nationalities: [] } }
    if (method === 'GET' && path === `/centres/${centreId}/details`) return { body: details }
    if (method === 'GET' && path.startsWith('/centre-orders/quote?')) return { body: quote }
    if (method === 'GET' && path === '/medical-files') return { body: { files: [file({}), son] } }
    if (method === 'GET' && path === '/payments/billing') return { body: { billing } }
    if (method === 'GET' && path.startsWith('/centres/services?'))
      return {
        body: {
          items: [],
          categories: [
            { id: 'lab:diabetes', kind: 'lab', commercial: false, nameEn: 'Diabetes', nameAr: 'السكر' },
          ],
        },
      }
    if (method === 'POST' && path === '/centre-orders')
      return {
        status: 201,
        body: {
          centreOrderId: '00000000-0000-4000-8000-0000000000a1',
          paymentOrderId: '00000000-0000-4000-8000-0000000000b1',
        },
      }
    return undefined
  }, session)
}

async function open(path: string, session: Session = signedOutSession, language: 'ar' | 'en' = 'ar') {
  await i18n.loadNamespaces(['centres', 'errors', 'validation', 'payments', 'medicalFiles'])
  const spy = stubCentres(session)
  const view = await renderWithProviders(null, { path, routes, language })
  return { spy, ...view }
}

describe('the centres’ routes (issue 43 §2)', () => {
  it('opens the labs and scans search for a visitor (the home’s "Labs and scans" card), not the coming-soon page', async () => {
    await open('/radios_labs')
    expect(await screen.findByRole('heading', { level: 1, name: ar.search.title })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'السكر' })).toBeInTheDocument()
  })

  it('lets a visitor look at a centre’s page (issue 43 §2: open to visitors, as doctors’ pages are)', async () => {
    const { history } = await open(`/lab_details/${centreId}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Shifa Lab' })).toBeInTheDocument()
    expect(history.location.pathname).toBe(`/lab_details/${centreId}`)
  })

  it('sends a visitor to sign in from the booking page and back to it afterwards (SPEC 4 saved origin)', async () => {
    const { history } = await open(bookingPath)
    const user = userEvent.setup()
    // The page's own link (the top bar has a sign-in link too).
    const main = await screen.findByRole('main')
    await user.click(await within(main).findByRole('link', { name: ar.booking.signIn }))
    await waitFor(() => expect(history.location.pathname).toBe('/sign-in'))
    expect(localStorage.getItem(savedOriginStorageKey)).toBe('radios_labs')
    const next = takePostSignInPath(patient)
    expect(next).toBe(`/radios_labs?bookCentre=${centreId}&bookService=lab%3Afbs`)

    // The saved origin's page sends the patient on to the booking they had started.
    const back = await open(next, patient, 'en')
    await waitFor(() => expect(back.history.location.pathname).toBe(bookingPath))
    expect(await screen.findByRole('heading', { level: 1, name: en.booking.title.lab })).toBeInTheDocument()
  })

  it('books for a family member by card: the billing form filled in, then the payment page', async () => {
    const { spy, history } = await open(bookingPath, patient, 'en')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: '9:00 AM' }))
    await user.click(screen.getByRole('textbox', { name: en.booking.note.lab }))
    await user.paste('Checking my sugar')
    await user.click(await screen.findByRole('radio', { name: /Omar Salem/ }))
    await user.click(screen.getByRole('radio', { name: new RegExp(en.booking.payment.methods.card.label) }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Mona'))
    await user.click(
      screen.getByRole('button', {
        name: translate('en', 'centres:booking.submit', { total: formatMoney(6_300, 'en') }),
      }),
    )
    await waitFor(() =>
      expect(history.location.pathname).toBe('/payments/pay/00000000-0000-4000-8000-0000000000b1'),
    )
    const post = spy.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/centre-orders'),
    )
    expect(JSON.parse(String(post?.[1]?.body))).toMatchObject({
      centreId,
      serviceId: 'lab:fbs',
      medicalFileId: son.id,
      method: 'card',
      total: 6_300,
      billing: { ...billing, country: resources.en.payments.billing.countryDefault },
    })
  })
})
