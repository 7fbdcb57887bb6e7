import type { CentreOfferView, CentreServiceView } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { OffersEditor } from './offers-editor'

const ar = resources.ar.centres
const en = resources.en.centres
// Testing Library collapses whitespace (Intl puts no-break spaces in amounts); compare the same way.
const text = (value: string) => value.replace(/\s+/g, ' ').trim()

const cbc: CentreServiceView = {
  id: 'lab:cbc',
  kind: 'lab',
  code: 'cbc',
  categoryId: 'lab:haematology',
  commercialCategoryId: null,
  nameEn: 'Complete blood count (CBC)',
  nameAr: 'صورة دم كاملة',
  fastingHours: null,
  preparationEn: null,
  preparationAr: null,
}
const fbs: CentreServiceView = {
  ...cbc,
  id: 'lab:fbs',
  code: 'fbs',
  categoryId: 'lab:diabetes',
  nameEn: 'Fasting blood sugar',
  nameAr: 'سكر صائم',
  fastingHours: 8,
}
const offer = (service: CentreServiceView, over: Partial<CentreOfferView> = {}): CentreOfferView => ({
  service,
  price: 15_000,
  insurancePrice: null,
  homeCollection: true,
  homeCollectionPrice: 5_000,
  updatedAt: '2026-12-01T10:00:00.000Z',
  ...over,
})

const validation = (issues: { path: string; code: string }[]) => ({
  status: 400,
  body: { error: { code: 'VALIDATION_FAILED', params: {}, issues, message: 'x', requestId: 'test' } },
})

const putsOf = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).includes('/centres/'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown)

async function setUp(language: 'ar' | 'en' = 'ar') {
  await i18n.loadNamespaces(['centres', 'validation', 'errors'])
  return language
}

describe('OffersEditor (issue 43 §1)', () => {
  it('lists the offers in Arabic: name, category, price, no insurance and the home-collection extra', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/centres/me/offers'
        ? {
            body: {
              items: [
                offer(cbc),
                offer(fbs, { insurancePrice: 12_000, homeCollection: false, homeCollectionPrice: null }),
              ],
            },
          }
        : undefined,
    )
    await setUp()
    await renderWithProviders(<OffersEditor centreId={null} kind="lab" />)
    const list = await screen.findByRole('list', { name: ar.offers.lab.title })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('صورة دم كاملة')
    expect(first).toHaveTextContent('أمراض الدم')
    expect(first).toHaveTextContent(text(formatMoney(15_000, 'ar')))
    expect(first).toHaveTextContent(ar.offers.noInsurance)
    expect(first).toHaveTextContent(
      text(translate('ar', 'centres:offers.homeCollection', { price: formatMoney(5_000, 'ar') })),
    )
    expect(second).toHaveTextContent(translate('ar', 'centres:offers.fasting', { count: 8 }))
    expect(second).toHaveTextContent(
      text(translate('ar', 'centres:offers.insurance', { price: formatMoney(12_000, 'ar') })),
    )
    expect(second).toHaveTextContent(ar.offers.noHomeCollection)
  })

  it('lists them in English, names in English', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/centres/me/offers' ? { body: { items: [offer(cbc)] } } : undefined,
    )
    await setUp()
    await renderWithProviders(<OffersEditor centreId={null} kind="lab" />, { language: 'en' })
    const list = await screen.findByRole('list', { name: en.offers.lab.title })
    expect(list).toHaveTextContent('Complete blood count (CBC)')
    expect(list).toHaveTextContent('Haematology')
    expect(list).toHaveTextContent('EGP 150.00')
    expect(list).toHaveTextContent('No insurance')
    expect(screen.getByRole('button', { name: 'Change Complete blood count (CBC)' })).toBeInTheDocument()
  })

  it('says what to do when nothing is offered yet, in the centre’s words and the admin’s', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && /^\/centres\/(me|c-1)\/offers$/.test(path) ? { body: { items: [] } } : undefined,
    )
    await setUp()
    const { unmount } = await renderWithProviders(<OffersEditor centreId={null} kind="lab" />)
    expect(await screen.findByText(ar.offers.lab.empty)).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: ar.offers.lab.search })).toBeInTheDocument()
    unmount()
    await renderWithProviders(<OffersEditor centreId="c-1" kind="radio" />, { language: 'en' })
    expect(await screen.findByText(en.offers.radio.emptyAdmin)).toBeInTheDocument()
  })

  it('adds a test found in the catalogue, its prices typed with Arabic-Indic digits sent as piastres', async () => {
    let offers: CentreOfferView[] = []
    const spy = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/centres/me/offers') return { body: { items: offers } }
      if (method === 'GET' && path.startsWith('/centres/services?'))
        return { body: { items: [{ ...cbc, centres: 2, lowestPrice: 9_000 }], categories: [] } }
      if (method === 'PUT' && path === '/centres/me/offers/lab%3Acbc') {
        offers = [offer(cbc, body as Partial<CentreOfferView>)]
        return { body: { items: offers } }
      }
      return undefined
    })
    await setUp()
    const user = userEvent.setup()
    await renderWithProviders(<OffersEditor centreId={null} kind="lab" />)
    const search = await screen.findByRole('combobox', { name: ar.offers.lab.search })
    await user.type(search, 'صورة')
    await user.click(await screen.findByRole('option', { name: /صورة دم كاملة/ }))
    expect(spy.mock.calls.some(([url]) => String(url).includes('q=%D8%B5%D9%88%D8%B1%D8%A9'))).toBe(true)

    const dialog = await screen.findByRole('dialog', {
      name: translate('ar', 'centres:offers.dialog.addTitle', { name: 'صورة دم كاملة' }),
    })
    await user.type(within(dialog).getByLabelText(ar.offers.dialog.price), '١٥٠٫٥')
    await user.click(within(dialog).getByLabelText(ar.offers.dialog.acceptsInsurance))
    await user.type(within(dialog).getByLabelText(ar.offers.dialog.insurancePrice), '١٢٠')
    await user.click(within(dialog).getByLabelText(ar.offers.dialog.homeCollection))
    const home = within(dialog).getByLabelText(ar.offers.dialog.homeCollectionPrice)
    await user.clear(home)
    await user.type(home, '٥٠')
    await user.click(within(dialog).getByRole('button', { name: ar.offers.dialog.save }))

    expect(
      await screen.findByText(translate('ar', 'centres:offers.added', { name: 'صورة دم كاملة' })),
    ).toBeInTheDocument()
    expect(putsOf(spy)).toEqual([
      { price: 15_050, insurancePrice: 12_000, homeCollection: true, homeCollectionPrice: 5_000 },
    ])
    expect(await screen.findByRole('list', { name: ar.offers.lab.title })).toHaveTextContent('صورة دم كاملة')
  })

  it('shows the API’s validation issue on its field, translated', async () => {
    const spy = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/centres/me/offers') return { body: { items: [offer(cbc)] } }
      if (method === 'PUT')
        return validation([{ path: 'homeCollectionPrice', code: 'centres:problems.homeCollectionPrice' }])
      return undefined
    })
    await setUp()
    const user = userEvent.setup()
    await renderWithProviders(<OffersEditor centreId={null} kind="lab" />)
    await user.click(
      await screen.findByRole('button', {
        name: translate('ar', 'centres:offers.edit', { name: 'صورة دم كاملة' }),
      }),
    )
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByLabelText(ar.offers.dialog.price)).toHaveValue('150')
    await user.click(within(dialog).getByRole('button', { name: ar.offers.dialog.save }))

    const message = resources.ar.centres.problems.homeCollectionPrice
    const field = within(dialog).getByLabelText(ar.offers.dialog.homeCollectionPrice)
    await vi.waitFor(() => expect(field).toHaveAccessibleDescription(message))
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(within(dialog).getByLabelText(ar.offers.dialog.price)).toHaveAttribute('aria-invalid', 'false')
    expect(putsOf(spy)).toHaveLength(1)
  })

  it('checks a price before sending it: below 1 EGP is refused on the field, nothing sent', async () => {
    const spy = stubApi(({ method, path }) =>
      method === 'GET' && path === '/centres/me/offers' ? { body: { items: [offer(cbc)] } } : undefined,
    )
    await setUp()
    const user = userEvent.setup()
    await renderWithProviders(<OffersEditor centreId={null} kind="lab" />, { language: 'en' })
    await user.click(await screen.findByRole('button', { name: 'Change Complete blood count (CBC)' }))
    const dialog = await screen.findByRole('dialog')
    const price = within(dialog).getByLabelText(en.offers.dialog.price)
    await user.clear(price)
    await user.type(price, '0.5')
    await user.click(within(dialog).getByRole('button', { name: en.offers.dialog.save }))
    expect(price).toHaveAccessibleDescription(resources.en.centres.problems.priceRange)
    expect(putsOf(spy)).toEqual([])
  })

  it('asks before removing an offer, and removes it only when confirmed', async () => {
    const spy = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/centres/c-1/offers') return { body: { items: [offer(cbc)] } }
      if (method === 'DELETE' && path === '/centres/c-1/offers/lab%3Acbc') return { body: { items: [] } }
      return undefined
    })
    await setUp()
    const user = userEvent.setup()
    await renderWithProviders(<OffersEditor centreId="c-1" kind="lab" />)
    const name = 'صورة دم كاملة'
    const deletes = () => spy.mock.calls.filter(([, init]) => init?.method === 'DELETE')

    await user.click(
      await screen.findByRole('button', { name: translate('ar', 'centres:offers.remove', { name }) }),
    )
    const confirm = await screen.findByRole('dialog', {
      name: translate('ar', 'centres:offers.confirmRemove.title', { name }),
    })
    expect(confirm).toHaveTextContent(ar.offers.lab.removeIntro)
    await user.click(within(confirm).getByRole('button', { name: ar.offers.confirmRemove.no }))
    expect(deletes()).toHaveLength(0)
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: translate('ar', 'centres:offers.remove', { name }) }))
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: ar.offers.confirmRemove.yes }),
    )
    expect(await screen.findByText(translate('ar', 'centres:offers.removed', { name }))).toBeInTheDocument()
    expect(deletes()).toHaveLength(1)
    expect(await screen.findByText(ar.offers.lab.emptyAdmin)).toBeInTheDocument()
  })
})
