import type { CentreCard, CentreServiceView, CentresForService } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { formatMoney, formatWallTime } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ServiceCentres } from './service-centres'

const ar = resources.ar.centres
const en = resources.en.centres
const text = (value: string) => value.replace(/\s+/g, ' ').trim()

const fbs: CentreServiceView = {
  id: 'lab:fbs',
  kind: 'lab',
  code: 'FBS',
  categoryId: 'lab:diabetes',
  commercialCategoryId: null,
  nameEn: 'Fasting blood sugar',
  nameAr: 'سكر صائم',
  fastingHours: 8,
  preparationEn: 'Nothing to eat or drink but water for 8 hours.',
  preparationAr: 'صيام ٨ ساعات عن الأكل والشرب ما عدا الماء.',
}
// The same hours every day, so "today" is the same whatever day the test runs.
const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  ranges: [{ opens: '09:00', closes: '21:00' }],
}))
const card = (over: Partial<CentreCard> = {}): CentreCard => ({
  centreId: '00000000-0000-4000-8000-00000000c001',
  kind: 'lab',
  businessName: 'معمل الشفاء',
  photoUrl: null,
  governorateId: 1,
  areaId: 11,
  address: '12 شارع التحرير',
  latitude: 30.05,
  longitude: 31.23,
  price: 6_000,
  insurancePrice: 4_500,
  homeCollection: true,
  homeCollectionPrice: 5_000,
  distanceKm: null,
  hours: everyDay,
  ...over,
})
const answer = (items: CentreCard[], over: Partial<CentresForService> = {}): CentresForService => ({
  service: fbs,
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
  ...over,
})

const places = {
  governorates: [
    { id: 1, label: 'القاهرة' },
    { id: 2, label: 'الجيزة' },
  ],
  areasOf: (governorateId: number | undefined) =>
    governorateId === 1
      ? [
          { id: 11, label: 'وسط البلد' },
          { id: 12, label: 'مصر الجديدة' },
        ]
      : [],
  placeName: (governorateId: number | null, areaId: number | null) =>
    [areaId === 11 ? 'وسط البلد' : null, governorateId === 1 ? 'القاهرة' : null].filter(Boolean).join('، '),
}

const listCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/centres/services/lab%3Afbs/centres'))
    .map((url) => new URL(url, 'http://x').searchParams)

async function render({
  items = [card()],
  path = '/labs/lab%3Afbs',
  language = 'ar' as 'ar' | 'en',
  respond,
}: {
  items?: CentreCard[]
  path?: string
  language?: 'ar' | 'en'
  respond?: (params: URLSearchParams) => { status?: number; body?: unknown }
} = {}) {
  await i18n.loadNamespaces(['centres', 'errors'])
  const spy = stubApi(({ method, path: url }) =>
    method === 'GET' && url.startsWith('/centres/services/lab%3Afbs/centres')
      ? (respond?.(new URL(url, 'http://x').searchParams) ?? { body: answer(items) })
      : undefined,
  )
  const view = await renderWithProviders(
    <ServiceCentres
      serviceId="lab:fbs"
      kind="lab"
      places={places}
      detailsHref={(c) => `/lab_details/${c.centreId}`}
      bookHref={(c) => `/centre-booking/${c.centreId}/lab%3Afbs`}
      searchHref="/radios_labs"
    />,
    { path, language },
  )
  return { spy, ...view }
}

describe('ServiceCentres (/labs/{serviceId}, issue 43 §2)', () => {
  it('shows the test and its centres in Arabic: price, insurance, place, home collection, today’s hours, links', async () => {
    await render()
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: translate('ar', 'centres:list.lab.title', { name: 'سكر صائم' }),
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Fasting blood sugar')).toHaveAttribute('lang', 'en')
    expect(screen.getByText(fbs.preparationAr as string)).toBeInTheDocument()

    const article = screen.getByRole('article', { name: 'معمل الشفاء' })
    expect(within(article).getByRole('heading', { name: 'معمل الشفاء' })).toBeInTheDocument()
    expect(article).toHaveTextContent(text(formatMoney(6_000, 'ar')))
    expect(article).toHaveTextContent(
      text(translate('ar', 'centres:offers.insurance', { price: formatMoney(4_500, 'ar') })),
    )
    expect(article).toHaveTextContent('12 شارع التحرير — وسط البلد، القاهرة')
    expect(article).toHaveTextContent(
      text(translate('ar', 'centres:offers.homeCollection', { price: formatMoney(5_000, 'ar') })),
    )
    const hours = `${formatWallTime('09:00', 'ar')} – ${formatWallTime('21:00', 'ar', true)}`
    expect(article).toHaveTextContent(text(translate('ar', 'centres:card.todayHours', { hours })))
    expect(
      within(article).getByRole('link', {
        name: translate('ar', 'centres:card.bookLabel', { name: 'معمل الشفاء' }),
      }),
    ).toHaveAttribute('href', '/centre-booking/00000000-0000-4000-8000-00000000c001/lab%3Afbs')
    expect(
      within(article).getByRole('link', {
        name: translate('ar', 'centres:card.detailsLabel', { name: 'معمل الشفاء' }),
      }),
    ).toHaveAttribute('href', '/lab_details/00000000-0000-4000-8000-00000000c001')
  })

  it('shows them in English, names and money in English', async () => {
    await render({ language: 'en', items: [card({ businessName: 'Al Shifa Lab', insurancePrice: null })] })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Labs for Fasting blood sugar' }),
    ).toBeInTheDocument()
    expect(screen.getByText(fbs.preparationEn as string)).toBeInTheDocument()
    const article = screen.getByRole('article', { name: 'Al Shifa Lab' })
    expect(article).toHaveTextContent('EGP 60.00')
    expect(article).toHaveTextContent(en.offers.noInsurance)
    expect(screen.getByRole('heading', { level: 2, name: '1 centre' })).toBeInTheDocument()
  })

  it('puts each filter into the URL and the API’s query, and a new governorate drops its area', async () => {
    const { spy, history } = await render()
    const user = userEvent.setup()
    await screen.findByRole('article', { name: 'معمل الشفاء' })
    // A test DOM has the phone layout: the filters open under a button.
    await user.click(screen.getByRole('button', { name: ar.filters.show }))

    await user.selectOptions(screen.getByLabelText(ar.filters.governorate), 'القاهرة')
    await user.selectOptions(screen.getByLabelText(ar.filters.area), 'مصر الجديدة')
    await user.click(screen.getByLabelText(ar.filters.insurance))
    await user.click(screen.getByLabelText(ar.filters.homeCollection))
    await user.type(screen.getByLabelText(ar.filters.maxPrice), '١٠٠')
    await waitFor(() => expect(listCalls(spy).at(-1)?.get('maxPrice')).toBe('10000'))
    const last = listCalls(spy).at(-1) as URLSearchParams
    expect(last.get('governorateId')).toBe('1')
    expect(last.get('areaId')).toBe('12')
    expect(last.get('insurance')).toBe('true')
    expect(last.get('homeCollection')).toBe('true')
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      governorateId: '1',
      areaId: '12',
      insurance: 'true',
      homeCollection: 'true',
      maxPrice: '10000',
    })
    expect(
      screen.getByRole('button', { name: translate('ar', 'centres:filters.hideChosen', { chosen: 5 }) }),
    ).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText(ar.filters.governorate), 'الجيزة')
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('governorateId')).toBe('2'))
    expect(new URLSearchParams(history.location.search).has('areaId')).toBe(false)
  })

  it('reads its filters back from the URL (a shared link, back and forward)', async () => {
    const { spy } = await render({ path: '/labs/lab%3Afbs?governorateId=1&insurance=true&page=2' })
    await screen.findByRole('article', { name: 'معمل الشفاء' })
    const first = listCalls(spy)[0] as URLSearchParams
    expect(first.get('governorateId')).toBe('1')
    expect(first.get('insurance')).toBe('true')
    expect(first.get('page')).toBe('2')
  })

  it('sorts by distance with the location the browser gives, and shows how far each centre is', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (ok: PositionCallback) =>
          ok({ coords: { latitude: 30.04441, longitude: 31.23571 } } as GeolocationPosition),
      },
    })
    const { spy } = await render({
      respond: (params) => ({ body: answer([card({ distanceKm: params.get('lat') ? 2.5 : null })]) }),
    })
    const user = userEvent.setup()
    await screen.findByRole('article', { name: 'معمل الشفاء' })
    await user.click(screen.getByRole('button', { name: ar.filters.show }))
    await user.selectOptions(screen.getByLabelText(ar.filters.sort), ar.filters.sorts.nearest)
    expect(
      await screen.findByText(translate('ar', 'centres:card.distance', { distance: '٢٫٥' })),
    ).toBeInTheDocument()
    const last = listCalls(spy).at(-1) as URLSearchParams
    expect([last.get('sort'), last.get('lat'), last.get('lng')]).toEqual(['nearest', '30.044', '31.236'])
    sessionStorage.clear()
  })

  it('stays on price when the location is refused, and says why', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_: PositionCallback, refuse: PositionErrorCallback) => refuse(null as never),
      },
    })
    const { spy, history } = await render({ path: '/labs/lab%3Afbs?sort=nearest' })
    expect(await screen.findByText(ar.filters.locationRefused)).toBeInTheDocument()
    await waitFor(() => expect(history.location.search).toBe(''))
    expect(listCalls(spy).every((params) => params.get('sort') === 'price' && !params.has('lat'))).toBe(true)
  })

  it('says there are no centres for the test, in Arabic and English (SPEC 8)', async () => {
    const first = await render({ items: [] })
    expect(await screen.findByText(ar.list.empty)).toBeInTheDocument()
    first.unmount()
    await render({ items: [], language: 'en' })
    expect(await screen.findByText('Sorry, there are no centers providing this test')).toBeInTheDocument()
  })

  it('says no centre matches when the filters leave none, with the way to clear them', async () => {
    await render({ items: [], path: '/labs/lab%3Afbs?insurance=true' })
    expect(await screen.findByText(ar.list.emptyFiltered)).toBeInTheDocument()
  })

  it('says the test was not found for an unknown service', async () => {
    await render({ respond: () => apiError(404, 'NOT_FOUND'), language: 'en' })
    expect(await screen.findByText(en.list.lab.notFound)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: en.list.backToSearch })).toHaveAttribute('href', '/radios_labs')
  })
})
