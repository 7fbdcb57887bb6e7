import type { CentreDetails, CentreServiceView } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CentreDetailsView } from './centre-details-view'

const ar = resources.ar.centres
const en = resources.en.centres
const text = (value: string) => value.replace(/\s+/g, ' ').trim()
const centreId = '00000000-0000-4000-8000-00000000c001'

const service = (code: string, nameEn: string, nameAr: string): CentreServiceView => ({
  id: `lab:${code}`,
  kind: 'lab',
  code,
  categoryId: 'lab:diabetes',
  commercialCategoryId: null,
  nameEn,
  nameAr,
  fastingHours: null,
  preparationEn: null,
  preparationAr: null,
})
const offer = (s: CentreServiceView, price: number) => ({
  service: s,
  price,
  insurancePrice: null,
  homeCollection: false,
  homeCollectionPrice: null,
})
const details = (over: Partial<CentreDetails> = {}): CentreDetails => ({
  centreId,
  kind: 'lab',
  businessName: 'معمل الشفاء',
  businessInfo: 'معمل تحاليل منذ ١٩٩٠',
  photoUrl: null,
  receptionPhone: '01012345678',
  governorateId: 1,
  areaId: 11,
  address: '12 شارع التحرير',
  latitude: 30.05,
  longitude: 31.23,
  certificates: ['ISO 15189'],
  homeVisit: true,
  // Every day the same but Friday (closed). The clock stands on a Tuesday (below), so today is open.
  hours: [6, 0, 1, 2, 3, 4].map((weekday) => ({ weekday, ranges: [{ opens: '09:00', closes: '21:00' }] })),
  offers: [
    { ...offer(service('fbs', 'Fasting blood sugar', 'سكر صائم'), 6_000), insurancePrice: 4_500 },
    offer(service('cbc', 'Complete blood count', 'صورة دم كاملة'), 15_000),
  ],
  ...over,
})

async function render(answer: { status?: number; body?: unknown }, language: 'ar' | 'en' = 'ar') {
  await i18n.loadNamespaces(['centres', 'errors'])
  stubApi(({ method, path }) =>
    method === 'GET' && path === `/centres/${centreId}/details` ? answer : undefined,
  )
  return renderWithProviders(
    <CentreDetailsView
      centreId={centreId}
      kind="lab"
      placeName={(g, a) => (g === 1 && a === 11 ? 'وسط البلد، القاهرة' : '')}
      map={(location) => <p>{`map ${location.latitude},${location.longitude}`}</p>}
      bookHref={(serviceId) => `/centre-booking/${centreId}/${encodeURIComponent(serviceId)}`}
      homeHref="/home"
    />,
    { language },
  )
}

describe('CentreDetailsView (/lab_details/{labId}, issue 43 §2)', () => {
  // Tuesday 1 December 2026, noon in Cairo: the test reads the same on any day it runs.
  beforeAll(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') }))
  afterAll(() => vi.useRealTimers())

  it('shows the centre in Arabic: header, phone to call, certificates, the week’s hours, the map, prices and Book', async () => {
    await render({ body: details() })
    expect(await screen.findByRole('heading', { level: 1, name: 'معمل الشفاء' })).toBeInTheDocument()
    expect(screen.getByText('12 شارع التحرير — وسط البلد، القاهرة')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '01012345678' })).toHaveAttribute('href', 'tel:01012345678')
    expect(screen.getByText('ISO 15189')).toBeInTheDocument()
    expect(screen.getByText(ar.details.homeVisit)).toBeInTheDocument()
    expect(screen.getByText('map 30.05,31.23')).toBeInTheDocument()

    const hours = screen.getByRole('region', { name: ar.details.hours })
    expect(hours).toHaveTextContent(ar.hours.dayNames.sa)
    expect(hours).toHaveTextContent(`${ar.hours.dayNames.fr}${ar.hours.closed}`)
    // Arabic times in Arabic-Indic digits, the end of the day in words.
    expect(hours).toHaveTextContent('٩:٠٠ ص')
    expect(hours).toHaveTextContent('٩:٠٠ م')
    expect(hours).not.toHaveTextContent(/[0-9]/)
    expect(hours).toHaveTextContent(ar.details.today)

    const services = screen.getByRole('region', { name: ar.details.services.lab })
    const items = within(services).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('سكر صائم')
    expect(items[0]).toHaveTextContent(text(formatMoney(6_000, 'ar')))
    expect(items[0]).toHaveTextContent(
      text(translate('ar', 'centres:offers.insurance', { price: formatMoney(4_500, 'ar') })),
    )
    expect(
      within(services).getByRole('link', {
        name: translate('ar', 'centres:details.bookLabel', { name: 'صورة دم كاملة' }),
      }),
    ).toHaveAttribute('href', `/centre-booking/${centreId}/lab%3Acbc`)
  })

  it('shows it in English, times on the English clock', async () => {
    await render({ body: details({ businessName: 'Al Shifa Lab' }) }, 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Al Shifa Lab' })).toBeInTheDocument()
    const hours = screen.getByRole('region', { name: en.details.hours })
    expect(hours).toHaveTextContent('Saturday')
    expect(text(hours.textContent ?? '')).toContain('9:00 AM – 9:00 PM')
    const services = screen.getByRole('region', { name: en.details.services.lab })
    expect(services).toHaveTextContent('Fasting blood sugar')
    expect(services).toHaveTextContent('EGP 60.00')
  })

  it('lets a long list of services be searched by name in either language', async () => {
    const many = Array.from({ length: 9 }, (_, i) =>
      offer(service(`t${i}`, `Test ${i}`, `تحليل ${i}`), 1_000 + i),
    )
    await render({
      body: details({ offers: [...many, offer(service('fbs', 'Fasting blood sugar', 'سكر صائم'), 6_000)] }),
    })
    const user = userEvent.setup()
    const services = await screen.findByRole('region', { name: ar.details.services.lab })
    expect(within(services).getAllByRole('listitem')).toHaveLength(10)
    await user.type(within(services).getByRole('searchbox', { name: ar.details.filter.lab }), 'sugar')
    expect(within(services).getAllByRole('listitem')).toHaveLength(1)
    expect(within(services).getByRole('listitem')).toHaveTextContent('سكر صائم')
  })

  it('says the centre was not found, with the way home', async () => {
    await render(apiError(404, 'NOT_FOUND'), 'en')
    expect(await screen.findByText(en.details.notFound.lab)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.details.goHome })).toHaveAttribute('href', '/home')
  })
})
