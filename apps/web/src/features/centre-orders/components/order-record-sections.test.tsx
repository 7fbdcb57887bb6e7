import { resources } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId, orderList } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { OrderRecordSections, type ResultsChartProps } from './order-record-sections'

const ar = resources.ar.centreOrders
const en = resources.en.centreOrders
const fileId = '77777777-7777-4777-8777-777777777777'

/** Stands in for the measurements' chart the page gives: what it was asked to draw, as text. */
function Chart({ items, label, summary }: ResultsChartProps) {
  return (
    <figure aria-label={label}>
      <figcaption>{summary}</figcaption>
      {items.map((item) => `${item.measuredOn}=${item.value}`).join(' ')}
    </figure>
  )
}

async function render(language: 'ar' | 'en') {
  await Promise.all([
    i18n.loadNamespaces(['centreOrders', 'bookingChanges']),
    englishI18n.loadNamespaces(['centreOrders', 'bookingChanges']),
  ])
  return renderWithProviders(
    <OrderRecordSections medicalFileId={fileId} orderHref={(id) => `/orders/${id}`} Chart={Chart} />,
    { language },
  )
}

const scan = centreOrder({
  id: 'scan-1',
  kind: 'radio',
  centreName: 'Nile Scan',
  status: 'delivered',
  deliveredAt: '2099-03-02T08:00:00.000Z',
  service: {
    ...centreOrder().service,
    id: 'radio:chest-xray',
    kind: 'radio',
    nameEn: 'Chest X-ray',
    nameAr: 'أشعة على الصدر',
  },
})

describe('OrderRecordSections (issue 43 §5)', () => {
  it('says in Arabic what shows once a centre delivers, when nothing was delivered yet', async () => {
    const spy = stubApi(({ path }) =>
      path.startsWith('/centre-orders?') ? orderList([centreOrder({ status: 'booked' })]) : undefined,
    )
    await render('ar')
    expect(await screen.findByRole('heading', { name: ar.record.labTitle })).toBeInTheDocument()
    expect(screen.getByText(ar.record.labEmpty)).toBeInTheDocument()
    expect(screen.getByText(ar.record.radioEmpty)).toBeInTheDocument()
    expect(spy.mock.calls.map(([url]) => String(url))).toContain(
      `/api/v1/centre-orders?medicalFileId=${fileId}&status=delivered`,
    )
  })

  it('lists delivered tests and scans, each opening its order, and draws one test over time', async () => {
    const first = centreOrder({
      id: 'lab-1',
      status: 'delivered',
      deliveredAt: '2099-01-10T08:00:00.000Z',
      results: [{ test: 'Haemoglobin', value: 11, unit: 'g/dL', low: 12, high: 16 }],
    })
    const second = centreOrder({
      id: orderId,
      status: 'delivered',
      deliveredAt: '2099-02-10T08:00:00.000Z',
      results: [
        { test: 'Haemoglobin', value: 13, unit: 'g/dL', low: 12, high: 16 },
        { test: 'WBC', value: 6, unit: '10^9/L', low: 4, high: 11 },
      ],
    })
    const spy = stubApi(({ path }) => {
      if (path.startsWith('/centre-orders?'))
        return orderList([second, scan, first, centreOrder({ id: 'x', status: 'canceled' })])
      if (path.startsWith('/centre-orders/results?')) {
        const test = new URLSearchParams(path.split('?')[1]).get('test')
        return {
          body: {
            items:
              test === 'WBC'
                ? [
                    {
                      orderId,
                      serviceId: 'lab:cbc',
                      deliveredAt: second.deliveredAt,
                      test,
                      value: 6,
                      unit: '10^9/L',
                      low: 4,
                      high: 11,
                    },
                  ]
                : [
                    {
                      orderId: 'lab-1',
                      serviceId: 'lab:cbc',
                      deliveredAt: first.deliveredAt,
                      test,
                      value: 11,
                      unit: 'g/dL',
                      low: 12,
                      high: 16,
                    },
                    {
                      orderId,
                      serviceId: 'lab:cbc',
                      deliveredAt: second.deliveredAt,
                      test,
                      value: 13,
                      unit: 'g/dL',
                      low: 12,
                      high: 16,
                    },
                  ],
          },
        }
      }
      return undefined
    })
    await render('en')
    const labs = await screen.findByRole('region', { name: en.record.labTitle })
    const links = within(labs).getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([`/orders/${orderId}`, '/orders/lab-1'])
    expect(links[0]).toHaveTextContent('Complete blood count · Alpha Lab')
    const scans = screen.getByRole('region', { name: en.record.radioTitle })
    expect(within(scans).getByRole('link', { name: 'Chest X-ray · Nile Scan' })).toHaveAttribute(
      'href',
      '/orders/scan-1',
    )
    // Only what was delivered.
    expect(within(labs).queryByRole('link', { name: /x$/ })).toBeNull()

    const chart = await screen.findByRole('figure', { name: 'Haemoglobin over time' })
    expect(chart).toHaveTextContent('2099-01-10=11 2099-02-10=13')
    expect(chart).toHaveTextContent('Haemoglobin: 2 values from')
    // The low value says so in words beside the chart.
    expect(within(labs).getByText(/11 g\/dL on .* · Low/)).toBeInTheDocument()

    await userEvent.selectOptions(screen.getByRole('combobox', { name: en.record.chartTest }), 'WBC')
    expect(await screen.findByRole('figure', { name: 'WBC over time' })).toHaveTextContent('2099-02-10=6')
    await waitFor(() =>
      expect(spy.mock.calls.map(([url]) => String(url))).toContain(
        `/api/v1/centre-orders/results?medicalFileId=${fileId}&test=WBC`,
      ),
    )
  })
})
