import { resources } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId, orderList } from '#web/testing/centre-order-fixtures'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { CentreOrderList } from './centre-order-list'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders

const counts = { new: 2, upcoming: 5, toReport: 1, delivered: 12, undelivered: 0, canceled: 3 }
const services = [
  { id: 'lab:cbc', name: 'Complete blood count' },
  { id: 'lab:tsh', name: 'TSH' },
]

async function render(language: 'ar' | 'en', path = '/orders') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(<CentreOrderList services={services} orderHref={(id) => `/orders/${id}`} />, {
    language,
    path,
  })
}

const listCalls = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/centre-orders'))

describe('CentreOrderList (issue 43 §3)', () => {
  it("shows the six tabs with each one's count, opens on New, and a card with what the centre needs", async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?')
        ? orderList(
            [
              centreOrder({
                acknowledged: false,
                place: 'home',
                address: '12 Nile St, Zamalek',
                insurance: true,
              }),
            ],
            counts,
          )
        : undefined,
    )
    await render('en')
    expect(await screen.findByRole('tab', { name: 'New (2)', selected: true })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'New (2)',
      'Upcoming (5)',
      'To report (1)',
      'Delivered (12)',
      'Undelivered (0)',
      'Cancelled (3)',
    ])
    const card = await screen.findByRole('article', { name: 'Salma Adel' })
    expect(card).toHaveTextContent('34 years')
    expect(card).toHaveTextContent('Complete blood count')
    // 07:00 UTC on 1 July is 10:00 in Cairo.
    expect(card).toHaveTextContent('10:00 AM')
    expect(card).toHaveTextContent('Home collection: ')
    expect(card).toHaveTextContent('12 Nile St, Zamalek')
    expect(card).toHaveTextContent('Note: Tired for weeks')
    expect(card).toHaveTextContent(/Price: EGP\s?200\.00/)
    expect(card).toHaveTextContent(en.card.insurance)
    expect(card).toHaveTextContent(en.status.new)
    expect(within(card).getByRole('link')).toHaveAttribute('href', `/orders/${orderId}`)
    expect(listCalls(spy)).toContain('/api/v1/centre-orders?tab=new')
  })

  it('reads another tab when chosen, keeps it in the address, and says what happens next when it is empty', async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?')
        ? orderList(path.includes('tab=new') ? [centreOrder()] : [], counts)
        : undefined,
    )
    const { history } = await render('ar')
    await screen.findByRole('article')
    await userEvent.click(screen.getByRole('tab', { name: `${ar.tabs.toReport} (١)` }))
    expect(await screen.findByText(ar.empty.toReport)).toBeInTheDocument()
    expect(history.location.search).toBe('?tab=toReport')
    expect(listCalls(spy)).toContain('/api/v1/centre-orders?tab=toReport')
  })

  it('searches by what is typed (Arabic-Indic digits too, one character ignored) and filters by test and day', async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?') ? orderList([centreOrder()], counts) : undefined,
    )
    await render('en', '/orders?tab=upcoming')
    await screen.findByRole('article')
    const search = screen.getByRole('searchbox', { name: en.filters.search })
    await userEvent.type(search, '0')
    await userEvent.type(search, '١٠')
    await waitFor(() => expect(listCalls(spy)).toContain('/api/v1/centre-orders?tab=upcoming&q=010'))
    expect(listCalls(spy).some((url) => url.includes('q=0&') || url.endsWith('q=0'))).toBe(false)
    await userEvent.selectOptions(screen.getByRole('combobox', { name: en.filters.service }), 'lab:tsh')
    await waitFor(() =>
      expect(listCalls(spy)).toContain('/api/v1/centre-orders?tab=upcoming&q=010&serviceId=lab%3Atsh'),
    )
    pickValue(screen.getByLabelText(en.filters.from), '2099-07-01')
    await waitFor(() =>
      expect(listCalls(spy)).toContain(
        '/api/v1/centre-orders?tab=upcoming&q=010&serviceId=lab%3Atsh&from=2099-07-01',
      ),
    )
  })

  it('offers to clear a search that finds nothing', async () => {
    stubApi(({ path }) =>
      path.startsWith('/centre-orders?')
        ? orderList(path.includes('q=') ? [] : [centreOrder()], counts)
        : undefined,
    )
    const { history } = await render('en', '/orders?tab=delivered&q=zz')
    expect(await screen.findByText(en.empty.filtered)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: en.filters.clear }))
    await waitFor(() => expect(history.location.search).toBe('?tab=delivered'))
    expect(await screen.findByRole('article')).toBeInTheDocument()
  })

  it('loads the next page with nextCursor', async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?')
        ? path.includes('cursor=')
          ? orderList(
              [centreOrder({ id: 'second', patient: { name: 'Omar Said', age: 40, gender: 'male' } })],
              counts,
            )
          : orderList([centreOrder()], counts, 'next-page')
        : undefined,
    )
    await render('en')
    await screen.findByRole('article', { name: 'Salma Adel' })
    await userEvent.click(screen.getByRole('button', { name: en.loadMore }))
    expect(await screen.findByRole('article', { name: 'Omar Said' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'Salma Adel' })).toBeInTheDocument()
    expect(listCalls(spy)).toContain('/api/v1/centre-orders?tab=new&cursor=next-page')
    expect(screen.queryByRole('button', { name: en.loadMore })).toBeNull()
  })
})
