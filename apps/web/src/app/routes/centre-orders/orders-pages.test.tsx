import type { CentreOrderView } from '@app/domain/centre-orders'
import type { Role } from '@app/domain/shared'
import { resources } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { centreOrder, orderId, orderList, sessionAs } from '#web/testing/centre-order-fixtures'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import OrdersPagesRoute from './orders-pages'

const ar = resources.ar
const en = resources.en
const path = `/orders/${orderId}`

interface Call {
  method: string
  path: string
  body: unknown
}

/** The order's page as `role` opens it; the API answers GET with `order` and each action with `after(action)`. */
async function open(
  role: Role,
  order: CentreOrderView,
  after: (call: Call) => CentreOrderView | { status: number; body: unknown } | undefined = () => undefined,
  language: 'ar' | 'en' = role === 'patient' ? 'ar' : 'en',
) {
  const calls: Call[] = []
  stubApi(
    (call) => {
      if (!call.path.startsWith(`/centre-orders/${orderId}`)) return undefined
      calls.push(call)
      if (call.method === 'GET') return { body: order }
      const answer = after(call)
      return answer && 'status' in answer && 'body' in answer ? answer : { body: answer ?? order }
    },
    sessionAs(role, language),
  )
  const namespaces = ['centreOrders', 'bookingChanges', 'profiles', 'errors'] as const
  await Promise.all([i18n.loadNamespaces(namespaces), englishI18n.loadNamespaces(namespaces)])
  const user = userEvent.setup({ applyAccept: false })
  await renderWithProviders(null, {
    language,
    path,
    routes: [
      {
        path: '/orders/:orderId',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <OrdersPagesRoute />
          </Suspense>
        ),
      },
    ],
  })
  await screen.findByRole('heading', {
    level: 1,
    name: language === 'ar' ? 'صورة دم كاملة' : 'Complete blood count',
  })
  return { calls, user, posts: () => calls.filter((call) => call.method === 'POST') }
}

function fileOf(name: string, type: string, bytes: number) {
  const file = new File(['%PDF'], name, { type })
  Object.defineProperty(file, 'size', { value: bytes })
  return file
}

describe('/orders/{orderId} for the centre (issue 43 §4)', () => {
  it('marks a new order seen when the centre opens it, once', async () => {
    const { posts } = await open(
      'lab',
      centreOrder({ acknowledged: false, actions: ['acknowledge', 'uploadReport', 'cancel'] }),
      (call) =>
        call.path.endsWith('/acknowledge')
          ? centreOrder({ acknowledged: true, actions: ['uploadReport'] })
          : undefined,
    )
    await waitFor(() =>
      expect(posts().map((call) => call.path)).toEqual([`/centre-orders/${orderId}/acknowledge`]),
    )
    expect(await screen.findByText(en.centreOrders.status.upcoming)).toBeInTheDocument()
    // A receipt, a calendar file and a share are the patient side's (issue 43 §2).
    expect(screen.queryByRole('region', { name: en.centreOrders.receipt.title })).toBeNull()
    expect(screen.queryByRole('link', { name: en.centreOrders.visit.calendar })).toBeNull()
  })

  it('refuses a report that is not a PDF, or over 10 MB, before sending anything', async () => {
    const { user, posts } = await open('lab', centreOrder({ actions: ['uploadReport', 'deliver'] }))
    const input = screen.getByLabelText(en.centreOrders.upload.label)
    await user.upload(input, fileOf('report.docx', 'application/msword', 1000))
    let alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('File report.docx was rejected')
    expect(alert).toHaveTextContent(en.errors.FILE_TYPE_NOT_SUPPORTED)
    await user.upload(input, fileOf('report.pdf', 'application/pdf', 10 * 1024 * 1024 + 1))
    alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('File is too big. Size limit is 5 MB')
    expect(posts()).toEqual([])
  })

  it('sends a PDF and then lets a lab submit it, with values typed in Arabic-Indic digits', async () => {
    const uploaded = centreOrder({
      actions: ['uploadReport', 'deliver'],
      reports: [
        {
          id: 'r1',
          version: 1,
          createdAt: '2099-07-01T09:00:00.000Z',
          submitted: false,
          url: '/api/v1/files/r1',
        },
      ],
    })
    const { user, posts } = await open(
      'lab',
      centreOrder({ actions: ['uploadReport', 'deliver'] }),
      (call) =>
        call.path.endsWith('/reports')
          ? uploaded
          : call.path.endsWith('/deliver')
            ? centreOrder({ status: 'delivered', reports: [{ ...uploaded.reports[0]!, submitted: true }] })
            : undefined,
    )
    // A lab test goes with its report: not before one is uploaded, and the page says why.
    const submit = screen.getByRole('button', { name: en.centreOrders.actions.deliver })
    expect(submit).toBeDisabled()
    expect(screen.getByText(en.centreOrders.actions.needsReport)).toBeVisible()

    await user.upload(
      screen.getByLabelText(en.centreOrders.upload.label),
      fileOf('report.pdf', 'application/pdf', 2000),
    )
    expect(await screen.findByText(en.centreOrders.upload.done)).toBeInTheDocument()
    expect(posts().map((call) => call.path)).toEqual([`/centre-orders/${orderId}/reports`])
    await waitFor(() =>
      expect(screen.getByRole('button', { name: en.centreOrders.actions.deliver })).toBeEnabled(),
    )
    expect(screen.getByRole('link', { name: /Report, version 1/ })).toHaveAttribute(
      'href',
      '/api/v1/files/r1',
    )

    await user.click(screen.getByRole('button', { name: en.centreOrders.actions.deliver }))
    const dialog = await screen.findByRole('dialog', { name: en.centreOrders.deliver.title })
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.deliver.addRow }))
    await user.type(within(dialog).getByRole('textbox', { name: /^Test/ }), 'Haemoglobin')
    await user.type(within(dialog).getByRole('textbox', { name: /^Value/ }), '١٣٫٥')
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit' }), 'g/dL')
    await user.type(within(dialog).getByRole('textbox', { name: 'Low limit' }), 'abc')
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.deliver.confirm }))
    expect(await within(dialog).findByText(en.centreOrders.deliver.number)).toBeInTheDocument()
    expect(posts()).toHaveLength(1)
    await user.clear(within(dialog).getByRole('textbox', { name: 'Low limit' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Low limit' }), '12')
    await user.type(within(dialog).getByRole('textbox', { name: 'High limit' }), '16')
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.deliver.confirm }))
    expect(await screen.findByText(en.centreOrders.deliver.done)).toBeInTheDocument()
    expect(posts().at(-1)).toMatchObject({
      path: `/centre-orders/${orderId}/deliver`,
      body: { results: [{ test: 'Haemoglobin', value: 13.5, unit: 'g/dL', low: 12, high: 16 }] },
    })
  })

  it('lets a radiology centre mark a scan done without a written report', async () => {
    await open(
      'radio',
      centreOrder({ kind: 'radio', actions: ['uploadReport', 'deliver', 'markUndelivered'] }),
    )
    expect(screen.getByRole('button', { name: en.centreOrders.actions.markDone })).toBeEnabled()
    expect(screen.getByText(en.centreOrders.actions.radioWithoutReport)).toBeVisible()
  })

  it('asks before uploading a corrected report, saying the patient will be told', async () => {
    const { user } = await open(
      'lab',
      centreOrder({
        status: 'delivered',
        deliveredAt: '2099-07-02T07:00:00.000Z',
        actions: ['uploadReport'],
        reports: [
          {
            id: 'r1',
            version: 1,
            createdAt: '2099-07-01T09:00:00.000Z',
            submitted: true,
            url: '/api/v1/files/r1',
          },
        ],
        results: [
          { test: 'Haemoglobin', value: 10.2, unit: 'g/dL', low: 12, high: 16 },
          { test: 'WBC', value: 7, unit: '10^9/L', low: 4, high: 11 },
        ],
      }),
    )
    expect(screen.queryByLabelText(en.centreOrders.upload.correctedLabel)).toBeNull()
    await user.click(screen.getByRole('button', { name: en.centreOrders.upload.corrected }))
    const dialog = await screen.findByRole('dialog', { name: en.centreOrders.upload.correctTitle })
    expect(dialog).toHaveTextContent(en.centreOrders.upload.correctBody)
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.upload.correctConfirm }))
    expect(await screen.findByLabelText(en.centreOrders.upload.correctedLabel)).toBeInTheDocument()
    // A value out of its range says so in words, not in colour alone.
    const table = screen.getByRole('table', { name: en.centreOrders.detail.results.caption })
    const low = within(table).getByRole('row', { name: /Haemoglobin/ })
    expect(low).toHaveTextContent(en.centreOrders.detail.results.low)
    expect(within(table).getByRole('row', { name: /WBC/ })).toHaveTextContent(
      en.centreOrders.detail.results.normal,
    )
  })

  it('needs a reason before the centre cancels, and says the patient gets everything back', async () => {
    const { user, posts } = await open('lab', centreOrder({ actions: ['uploadReport', 'cancel'] }), (call) =>
      call.path.endsWith('/cancel')
        ? centreOrder({
            status: 'canceled',
            canceledBy: 'centre',
            cancelReason: 'Machine down',
            refund: 20000,
          })
        : undefined,
    )
    await user.click(screen.getByRole('button', { name: en.centreOrders.actions.cancel }))
    const dialog = await screen.findByRole('dialog', { name: en.centreOrders.cancel.title })
    expect(dialog).toHaveTextContent(
      /The patient gets back all EGP\s?200\.00 and is told that you cancelled\./,
    )
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.cancel.confirm }))
    expect(await within(dialog).findByText(en.centreOrders.cancel.reasonRequired)).toBeInTheDocument()
    expect(posts()).toEqual([])
    await user.type(within(dialog).getByRole('textbox', { name: /Reason for cancelling/ }), 'Machine down')
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.cancel.confirm }))
    expect(await screen.findByText(/Order cancelled\. EGP\s?200\.00 will be refunded\./)).toBeInTheDocument()
    expect(posts()).toEqual([
      {
        method: 'POST',
        path: `/centre-orders/${orderId}/cancel`,
        body: { reason: 'Machine down', refundTo: 'wallet' },
      },
    ])
  })

  it('asks before saying the patient did not come', async () => {
    const { user, posts } = await open(
      'lab',
      centreOrder({
        startsAt: '2020-07-01T07:00:00.000Z',
        actions: ['uploadReport', 'deliver', 'markUndelivered'],
      }),
      (call) => (call.path.endsWith('/undelivered') ? centreOrder({ status: 'undelivered' }) : undefined),
    )
    await user.click(screen.getByRole('button', { name: en.centreOrders.actions.markUndelivered }))
    const dialog = await screen.findByRole('dialog', { name: en.centreOrders.undelivered.title })
    await user.click(within(dialog).getByRole('button', { name: en.centreOrders.undelivered.confirm }))
    expect(await screen.findByText(en.centreOrders.undelivered.done)).toBeInTheDocument()
    expect(posts().map((call) => call.path)).toEqual([`/centre-orders/${orderId}/undelivered`])
  })
})

describe('/orders/{orderId} for the patient (issue 43 §4)', () => {
  it('leads a pending order to its payment', async () => {
    const paymentOrderId = '66666666-6666-4666-8666-666666666666'
    await open('patient', centreOrder({ status: 'pending', paymentOrderId, actions: ['pay', 'cancel'] }))
    expect(screen.getByRole('link', { name: ar.centreOrders.actions.pay })).toHaveAttribute(
      'href',
      `/payments/pay/${paymentOrderId}`,
    )
    expect(screen.getByText(ar.centreOrders.status.pending)).toBeInTheDocument()
  })

  it("cancels without a reason, saying first what comes back by the doctors' 24-hour rule", async () => {
    const { user, posts } = await open('patient', centreOrder({ actions: ['cancel'] }), (call) =>
      call.path.endsWith('/cancel')
        ? centreOrder({ status: 'canceled', canceledBy: 'patient', refund: 20000 })
        : undefined,
    )
    // The centre's phone for the patient, its name, no patient section.
    expect(screen.getByText(ar.centreOrders.detail.fields.centrePhone)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: ar.centreOrders.detail.sections.patient })).toBeNull()
    await user.click(screen.getByRole('button', { name: ar.centreOrders.actions.cancel }))
    const dialog = await screen.findByRole('dialog', { name: ar.centreOrders.cancel.title })
    expect(dialog).toHaveTextContent('سيُرد إليك')
    expect(dialog).toHaveTextContent('٢٠٠٫٠٠')
    // Free until a day before the visit: 10:00 on 30 June, Egypt time.
    expect(dialog).toHaveTextContent('الإلغاء مجاني حتى')
    expect(dialog).toHaveTextContent('٣٠')
    await user.click(within(dialog).getByRole('button', { name: ar.centreOrders.cancel.confirm }))
    await waitFor(() =>
      expect(posts()).toEqual([
        {
          method: 'POST',
          path: `/centre-orders/${orderId}/cancel`,
          body: { reason: '', refundTo: 'wallet' },
        },
      ]),
    )
    expect(await screen.findByText(/تم إلغاء الطلب وسيُرد/)).toBeInTheDocument()
  })

  it('says a late cancellation gives nothing back', async () => {
    const soon = new Date(Date.now() + 3 * 3_600_000).toISOString()
    const { user } = await open(
      'patient',
      centreOrder({ startsAt: soon, createdAt: '2020-01-01T07:00:00.000Z', actions: ['cancel'] }),
    )
    await user.click(screen.getByRole('button', { name: ar.centreOrders.actions.cancel }))
    const dialog = await screen.findByRole('dialog', { name: ar.centreOrders.cancel.title })
    expect(dialog).toHaveTextContent(ar.bookingChanges.cancel.late)
  })

  it('says so when the order is not theirs to see', async () => {
    stubApi(
      ({ path: asked }) =>
        asked.startsWith('/centre-orders/')
          ? {
              status: 404,
              body: { error: { code: 'CENTRE_ORDER_NOT_FOUND', params: {}, message: '', requestId: 't' } },
            }
          : undefined,
      sessionAs('patient', 'ar'),
    )
    await i18n.loadNamespaces(['centreOrders', 'bookingChanges', 'profiles', 'errors'])
    await renderWithProviders(null, {
      language: 'ar',
      path,
      routes: [{ path: '/orders/:orderId', element: <OrdersPagesRoute /> }],
    })
    expect(await screen.findByText(ar.centreOrders.detail.notFound)).toBeInTheDocument()
  })
})

describe('/orders/{orderId}: the receipt, calendar file and share (issue 43 §2)', () => {
  // jsdom has no object URLs: the calendar file is kept here to be read.
  const files: Blob[] = []
  const { createObjectURL, revokeObjectURL } = URL
  beforeEach(() => {
    files.length = 0
    URL.createObjectURL = (blob: Blob) => `blob:ics-${files.push(blob)}`
    URL.revokeObjectURL = () => undefined
  })
  afterEach(() => {
    URL.createObjectURL = createObjectURL
    URL.revokeObjectURL = revokeObjectURL
  })
  const receiptOf = async (name: string) => within(await screen.findByRole('region', { name }))

  it('gives a booked order its receipt, calendar file and WhatsApp share, in Arabic', async () => {
    await open('patient', centreOrder({ method: 'card', price: 20000, total: 20300, actions: ['cancel'] }))
    const receipt = await receiptOf(ar.centreOrders.receipt.title)
    expect(receipt.getByText(ar.centreOrders.receipt.method)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.methods.card)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.receipt.lines.lab)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.receipt.lines.vat)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.receipt.lines.surcharge)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.receipt.total)).toBeInTheDocument()
    expect(receipt.getByText(ar.centreOrders.receipt.paid)).toBeInTheDocument()
    expect(receipt.getAllByText(/٢٠٣٫٠٠/)).toHaveLength(2)
    expect(receipt.queryByText(ar.centreOrders.receipt.refund)).toBeNull()
    // The receipt stands for the payment section; the page is right to left.
    expect(screen.queryByRole('region', { name: ar.centreOrders.detail.sections.payment })).toBeNull()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')

    const calendar = screen.getByRole('link', { name: ar.centreOrders.visit.calendar })
    expect(calendar).toHaveAttribute('href', 'blob:ics-1')
    expect(calendar).toHaveAttribute('download', 'sehha-order-44444444.ics')
    const ics = (await files[0]!.text()).replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:زيارة Alpha Lab — صحة')
    expect(ics).toContain('DTSTART;TZID=Africa/Cairo:20990701T100000')
    expect(ics).toContain(`URL:${window.location.origin}/orders/${orderId}`)
    const share = screen.getByRole('link', { name: ar.centreOrders.visit.whatsapp })
    const text = decodeURIComponent(share.getAttribute('href')!.replace('https://wa.me/?text=', ''))
    expect(text).toMatch(/^زيارتي إلى Alpha Lab على صحة: .*١٠:٠٠.*\(بتوقيت مصر\)، العنوان: .*التحرير/)
    expect(text).not.toMatch(/صورة دم|Tired/)
    expect(share).toHaveAttribute('target', '_blank')
  })

  it('gives the same in English, a home collection named by its lab without the address', async () => {
    await open(
      'patient',
      centreOrder({
        place: 'home',
        address: '7 Abbas El Akkad St, flat 4',
        method: 'wallet',
        price: 20000,
        homeCollectionPrice: 5000,
        total: 25000,
      }),
      undefined,
      'en',
    )
    const receipt = await receiptOf(en.centreOrders.receipt.title)
    expect(receipt.getByText(en.centreOrders.receipt.lines.homeCollection)).toBeInTheDocument()
    expect(receipt.getByText(en.centreOrders.methods.wallet)).toBeInTheDocument()
    expect(receipt.getAllByText(/250\.00/)).toHaveLength(2)
    expect(screen.getByRole('link', { name: en.centreOrders.visit.calendar })).toBeInTheDocument()
    const ics = (await files[0]!.text()).replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Home collection by Alpha Lab — Sehha')
    expect(ics).not.toContain('Abbas')
    expect(ics).not.toContain('LOCATION')
    const share = screen.getByRole('link', { name: en.centreOrders.visit.whatsapp })
    const text = decodeURIComponent(share.getAttribute('href')!.replace('https://wa.me/?text=', ''))
    expect(text).toMatch(/^Home collection by Alpha Lab, booked on Sehha: .*10:00.*\(Egypt time\)\.$/)
    expect(text).not.toMatch(/Abbas|blood|Tired/i)
  })

  it('keeps only the receipt, with its refund, once the order is cancelled or delivered', async () => {
    await open('patient', centreOrder({ status: 'canceled', canceledBy: 'patient', refund: 20000 }))
    const receipt = await receiptOf(ar.centreOrders.receipt.title)
    expect(receipt.getByText(ar.centreOrders.receipt.refund)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: ar.centreOrders.visit.calendar })).toBeNull()
    expect(screen.queryByRole('link', { name: ar.centreOrders.visit.whatsapp })).toBeNull()
  })

  it('shows no receipt before the order is paid, nor to the centre', async () => {
    await open('patient', centreOrder({ status: 'pending', paymentOrderId: null, actions: ['cancel'] }))
    expect(screen.getByRole('region', { name: ar.centreOrders.detail.sections.payment })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: ar.centreOrders.receipt.title })).toBeNull()
    expect(screen.queryByRole('link', { name: ar.centreOrders.visit.calendar })).toBeNull()
  })
})

describe('/orders (issue 43 §3)', () => {
  it('gives a lab its tabs and filters by the tests it offers', async () => {
    stubApi(({ path: asked }) => {
      if (asked.startsWith('/centre-orders?')) return orderList([centreOrder()], { new: 1 })
      if (asked === '/centres/me/offers')
        return {
          body: {
            items: [
              {
                service: centreOrder().service,
                price: 20000,
                insurancePrice: null,
                homeCollection: false,
                homeCollectionPrice: null,
                updatedAt: '2099-01-01T00:00:00.000Z',
              },
            ],
          },
        }
      return undefined
    }, sessionAs('lab'))
    await i18n.loadNamespaces(['centreOrders', 'bookingChanges', 'profiles', 'errors'])
    await englishI18n.loadNamespaces(['centreOrders', 'bookingChanges', 'profiles', 'errors'])
    await renderWithProviders(null, {
      language: 'en',
      path: '/orders',
      routes: [{ path: '/orders', element: <OrdersPagesRoute /> }],
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: en.centreOrders.centreTitle }),
    ).toBeInTheDocument()
    expect(await screen.findByRole('tab', { name: 'New (1)' })).toBeInTheDocument()
    expect(await screen.findByRole('option', { name: 'Complete blood count' })).toHaveValue('lab:cbc')
  })

  it('gives a patient their orders without tabs', async () => {
    stubApi(
      ({ path: asked }) => (asked.startsWith('/centre-orders') ? orderList([]) : undefined),
      sessionAs('patient', 'ar'),
    )
    await i18n.loadNamespaces(['centreOrders', 'bookingChanges', 'profiles', 'errors'])
    await renderWithProviders(null, {
      language: 'ar',
      path: '/orders',
      routes: [{ path: '/orders', element: <OrdersPagesRoute /> }],
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: ar.centreOrders.patientTitle }),
    ).toBeInTheDocument()
    expect(await screen.findByText(ar.centreOrders.empty.patient)).toBeInTheDocument()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
