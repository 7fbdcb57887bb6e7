import type { CentreServiceSearchResult, CentreServiceView } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ServiceSearch } from './service-search'

const ar = resources.ar.centres
const en = resources.en.centres
// Testing Library collapses whitespace (Intl puts no-break spaces in amounts); compare the same way.
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
  preparationEn: null,
  preparationAr: null,
}
const mri: CentreServiceView = {
  ...fbs,
  id: 'radio:brain-mri',
  kind: 'radio',
  code: 'MRI-B',
  categoryId: 'radio:mri',
  nameEn: 'Brain MRI',
  nameAr: 'رنين مغناطيسي على المخ',
  fastingHours: null,
}
const categories: CentreServiceSearchResult['categories'] = [
  { id: 'lab:diabetes', kind: 'lab', commercial: false, nameEn: 'Diabetes', nameAr: 'السكر' },
  { id: 'lab:hormones', kind: 'lab', commercial: false, nameEn: 'Hormones', nameAr: 'الهرمونات' },
  { id: 'radio:mri', kind: 'radio', commercial: false, nameEn: 'MRI', nameAr: 'الرنين المغناطيسي' },
]

/** The catalogue as the API answers: by kind, a name in either language, a category; empty for `zzz`. */
function stubCatalogue() {
  return stubApi(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/centres/services?')) {
      const params = new URL(path, 'http://x').searchParams
      const kind = params.get('kind')
      const q = params.get('q') ?? ''
      const category = params.get('categoryId')
      const items = [
        { ...fbs, centres: 3, lowestPrice: 6_000 },
        { ...mri, centres: 0, lowestPrice: null },
      ].filter(
        (s) =>
          s.kind === kind &&
          (!category || s.categoryId === category) &&
          (!q || s.nameAr.includes(q) || s.nameEn.toLowerCase().includes(q.toLowerCase())),
      )
      return { body: { items, categories: categories.filter((c) => c.kind === kind) } }
    }
    if (method === 'GET' && path === '/centres/services/lab%3Afbs/centres')
      return { body: { service: fbs, items: [], total: 0, page: 1, pageSize: 20 } }
    return undefined
  })
}

const searches = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.includes('/centres/services?'))
    .map((url) => new URL(url, 'http://x').searchParams)

async function render(path = '/radios_labs', language: 'ar' | 'en' = 'ar') {
  await i18n.loadNamespaces(['centres', 'errors'])
  const spy = stubCatalogue()
  const view = await renderWithProviders(
    <ServiceSearch serviceHref={(service) => `/${service.kind}s/${encodeURIComponent(service.id)}`} />,
    { path, language },
  )
  return { spy, ...view }
}

describe('ServiceSearch (/radios_labs, issue 43 §2)', () => {
  it('shows the categories to browse before anything is searched, in Arabic', async () => {
    await render()
    expect(await screen.findByRole('button', { name: 'السكر' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'الهرمونات' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: ar.search.kinds.lab })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText(ar.search.browse.lab)).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('ignores a one-character query: nothing is searched for it, the categories stay (SPEC 5)', async () => {
    const { spy, history } = await render()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: ar.search.field.lab }), 'س')
    expect(await screen.findByText(ar.search.oneLetter)).toBeInTheDocument()
    // Once the typing has settled into the URL, still no search with a text, and no results.
    await waitFor(() => expect(history.location.search).toBe(`?q=${encodeURIComponent('س')}`))
    expect(searches(spy).every((params) => !params.has('q'))).toBe(true)
    expect(screen.getByRole('button', { name: 'السكر' })).toBeInTheDocument()
    expect(screen.queryByRole('link')).not.toBeInTheDocument()
  })

  it('searches a name once typing pauses and shows each result with its facts and link, in Arabic', async () => {
    const { spy, history } = await render()
    const user = userEvent.setup()
    await user.type(await screen.findByRole('searchbox', { name: ar.search.field.lab }), 'سكر')
    const link = await screen.findByRole('link', {
      name: translate('ar', 'centres:search.openLabel', { name: 'سكر صائم' }),
    })
    expect(link).toHaveAttribute('href', '/labs/lab%3Afbs')
    const card = link.closest('article') as HTMLElement
    expect(card).toHaveTextContent('Fasting blood sugar')
    expect(within(card).getByText('Fasting blood sugar')).toHaveAttribute('lang', 'en')
    expect(card).toHaveTextContent(translate('ar', 'centres:search.code', { code: 'FBS' }))
    expect(card).toHaveTextContent(translate('ar', 'centres:offers.fasting', { count: 8 }))
    expect(card).toHaveTextContent(translate('ar', 'centres:search.centres', { count: 3 }))
    expect(card).toHaveTextContent(
      text(translate('ar', 'centres:search.from', { price: formatMoney(6_000, 'ar') })),
    )
    // Typing on a busy machine may pause after two letters: the last search is the whole word.
    await waitFor(() => expect(history.location.search).toBe(`?q=${encodeURIComponent('سكر')}`))
    await waitFor(() => expect(searches(spy).some((params) => params.get('q') === 'سكر')).toBe(true))
  })

  it('says what to do when no test matches', async () => {
    await render('/radios_labs?q=zzz')
    expect(await screen.findByText(ar.offers.lab.noMatch)).toBeInTheDocument()
  })

  it('switches to scans and browses a category, in English; the choices go into the URL', async () => {
    const { spy, history } = await render('/radios_labs', 'en')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('tab', { name: en.search.kinds.radio }))
    await user.click(await screen.findByRole('button', { name: 'MRI' }))
    const link = await screen.findByRole('link', {
      name: translate('en', 'centres:search.openLabel', { name: 'Brain MRI' }),
    })
    expect(link).toHaveAttribute('href', '/radios/radio%3Abrain-mri')
    const card = link.closest('article') as HTMLElement
    expect(within(card).getByText('رنين مغناطيسي على المخ')).toHaveAttribute('lang', 'ar')
    expect(card).toHaveTextContent(en.search.noCentres)
    expect(screen.getByRole('button', { name: 'MRI' })).toHaveAttribute('aria-pressed', 'true')
    expect(
      searches(spy).some(
        (params) => params.get('kind') === 'radio' && params.get('categoryId') === 'radio:mri',
      ),
    ).toBe(true)
    expect(new URLSearchParams(history.location.search).get('category')).toBe('radio:mri')
    expect(screen.getByRole('searchbox', { name: en.search.field.radio })).toBeInTheDocument()
  })

  it('opens with a search a link gave: `?q=` fills the box, `?service=` the service’s name', async () => {
    const first = await render('/radios_labs?q=sugar', 'en')
    expect(await screen.findByRole('searchbox', { name: en.search.field.lab })).toHaveValue('sugar')
    expect(
      await screen.findByRole('link', {
        name: translate('en', 'centres:search.openLabel', { name: 'Fasting blood sugar' }),
      }),
    ).toBeInTheDocument()
    first.unmount()

    const { history } = await render('/radios_labs?service=lab%3Afbs', 'en')
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: en.search.field.lab })).toHaveValue('Fasting blood sugar'),
    )
    expect(new URLSearchParams(history.location.search).get('service')).toBeNull()
    expect(
      await screen.findByRole('link', {
        name: translate('en', 'centres:search.openLabel', { name: 'Fasting blood sugar' }),
      }),
    ).toBeInTheDocument()
  })
})
