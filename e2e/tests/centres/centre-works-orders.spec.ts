import type { APIRequestContext, APIResponse, Browser, BrowserContext } from '@playwright/test'
import { translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { registeredPatient } from '../../fixtures/patients'
import { demo, expect, test } from '../../fixtures/test'

test.describe.configure({ timeout: 180_000 })

/** A lab's and a radiology centre's own pages are English whatever the language (SPEC 1, 2.3). */
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params)
const money = (piastres: number, language: 'ar' | 'en') => formatMoney(piastres, language).replace(/\s/g, ' ')
const radio = { phone: '01000000004', password: 'Radio123' }

async function ok(response: APIResponse): Promise<APIResponse> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true)
  return response
}

/**
 * Books the demo lab's CBC (or the demo radiology centre's chest X-ray) for the signed-in patient of `request`, paid
 * from the wallet (topped up first), at a visit time `daysAhead` days on. Answers the order and what it cost.
 */
async function bookFromWallet(
  request: APIRequestContext,
  origin: string,
  centre: 'lab' | 'radio',
  daysAhead: number,
): Promise<{ id: string; total: number }> {
  const headers = { origin }
  const centreId = (
    (await (
      await ok(
        await request.get(
          `/api/v1/centres/services/${centre}:${centre === 'lab' ? 'cbc' : 'xray-chest'}/centres`,
        ),
      )
    ).json()) as { items: { centreId: string; businessName: string }[] }
  ).items.find((c) => c.businessName === (centre === 'lab' ? 'Nile Lab' : 'Delta Scan Centre'))?.centreId
  const serviceId = centre === 'lab' ? 'lab:cbc' : 'radio:xray-chest'
  const quoteOf = async (date?: string) =>
    (await (
      await ok(
        await request.get(
          `/api/v1/centre-orders/quote?centreId=${centreId}&serviceId=${serviceId}${date ? `&date=${date}` : ''}`,
        ),
      )
    ).json()) as { days: string[]; times: string[]; prices: { method: string; total: number }[] }
  const first = await quoteOf()
  const day = first.days[Math.min(daysAhead, first.days.length - 1)]
  const quote = await quoteOf(day)
  const total = quote.prices.find((p) => p.method === 'wallet')?.total ?? 0
  const cashIn = await ok(
    await request.post('/api/v1/payments/cash-in', {
      headers,
      data: { amount: total, method: 'mobileWallet' },
    }),
  )
  const { orderId } = (await cashIn.json()) as { orderId: string }
  await ok(
    await request.post(`/api/v1/payments/sandbox/${orderId}/pay`, {
      headers,
      data: { method: 'mobileWallet', walletNumber: '01010101010', pin: '123456', otp: '123456' },
    }),
  )
  await expect
    .poll(
      async () =>
        ((await (await request.get(`/api/v1/payments/orders/${orderId}`)).json()) as { status: string })
          .status,
    )
    .toBe('completed')
  const created = await ok(
    await request.post('/api/v1/centre-orders', {
      headers,
      data: {
        centreId,
        serviceId,
        startsAt: quote.times[Math.floor(quote.times.length / 2)],
        note: 'متابعة أنيميا',
        method: 'wallet',
        timeZone: 'Africa/Cairo',
        total,
      },
    }),
  )
  return { id: ((await created.json()) as { centreOrderId: string }).centreOrderId, total }
}

/** A new patient (Salma Adel) signed in in a browser context of their own, in the project's language. */
async function signedInPatient(
  browser: Browser,
  request: APIRequestContext,
  smsCode: (phone: string) => Promise<string>,
  origin: string,
  lang: 'ar' | 'en',
): Promise<BrowserContext> {
  const account = await registeredPatient(request, smsCode, origin)
  const patient = await browser.newContext({ baseURL: origin })
  // The patient signs in with the project's language, as the page fixture's visitor has chosen it.
  await patient.addCookies([{ name: 'lang', value: lang, url: origin }])
  await ok(
    await patient.request.post('/api/v1/session', {
      headers: { origin },
      data: { method: 'phone', phone: account.phone, password: account.password },
    }),
  )
  return patient
}

// Issue 43 §3–§4: a patient's paid test reaches the lab's new orders; the lab opens it, uploads the PDF report with a
// value, submits it; the patient finds it in the health record, with the report to download and the value charted.
test('a lab reports a test and the patient opens it from the record', async ({
  page,
  browser,
  baseURL,
  lang,
  t,
  smsCode,
  signInWith,
  finalShot,
}) => {
  const origin = baseURL ?? ''
  const patient = await signedInPatient(browser, page.request, smsCode, origin, lang)
  const order = await bookFromWallet(patient.request, origin, 'lab', lang === 'ar' ? 2 : 3)

  // The lab: its home counts the new order; /orders lists it under New.
  await signInWith(demo.lab)
  await expect(page).toHaveURL(/\/home$/)
  await page.getByRole('link', { name: en('centreOrders:home.open') }).click()
  await expect(page).toHaveURL(/\/orders\?tab=new$/)
  const card = page.getByRole('link').filter({ hasText: 'Salma Adel' }).first()
  await expect(card).toBeVisible({ timeout: 20_000 })
  await page.goto(`/orders/${order.id}`)
  await expect(page.getByText('Salma Adel').first()).toBeVisible()

  // A lab submits with its report: the button waits for the upload, and says so.
  await expect(page.getByRole('button', { name: en('centreOrders:actions.deliver') })).toBeDisabled()
  await expect(page.getByText(en('centreOrders:actions.needsReport'))).toBeVisible()
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({
      name: 'cbc.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
    })
  await expect(page.getByText(en('centreOrders:upload.done'))).toBeVisible({ timeout: 20_000 })
  await page.getByRole('button', { name: en('centreOrders:actions.deliver') }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: en('centreOrders:deliver.addRow') }).click()
  await dialog
    .getByRole('textbox', { name: en('centreOrders:deliver.test'), exact: true })
    .fill('Haemoglobin')
  await dialog.getByRole('textbox', { name: en('centreOrders:deliver.value'), exact: true }).fill('11.2')
  await dialog.getByRole('textbox', { name: en('centreOrders:deliver.unit'), exact: true }).fill('g/dL')
  await dialog.getByRole('textbox', { name: en('centreOrders:deliver.low'), exact: true }).fill('12')
  await dialog.getByRole('textbox', { name: en('centreOrders:deliver.high'), exact: true }).fill('16')
  await dialog.getByRole('button', { name: en('centreOrders:deliver.confirm') }).click()
  await expect(page.getByText(en('centreOrders:deliver.done'))).toBeVisible()
  await finalShot(page, 'lab-order-delivered')

  // The patient, in the project's language: the record lists the result, the order has the report and the value.
  const patientPage = await patient.newPage()
  await patientPage.addInitScript((language) => window.localStorage.setItem('lang', language), lang)
  await patientPage.goto('/health_records')
  const labs = patientPage.getByRole('region', { name: t('centreOrders:record.labTitle') })
  await expect(labs).toBeVisible({ timeout: 20_000 })
  await labs.getByRole('link').first().click()
  await expect(patientPage).toHaveURL(new RegExp(`/orders/${order.id}$`))
  // The report downloads from its file (access checked and audited there).
  const report = patientPage.locator('a[href^="/api/v1/files/"]')
  await expect(report).toHaveCount(1)
  expect((await patientPage.request.get((await report.getAttribute('href')) ?? '')).status()).toBe(200)
  await expect(patientPage.getByText('Haemoglobin').first()).toBeVisible()
  await expect(patientPage.getByText(t('centreOrders:detail.results.low')).first()).toBeVisible()
  await expect(patientPage.getByText(money(order.total, lang)).first()).toBeVisible()
  await finalShot(patientPage, 'patient-lab-result')
  await patient.close()
})

// Issue 43 §3, §5: a radiology centre cancels a booked scan with a reason; the patient is refunded in full, and the
// wallet shows it.
test('a centre cancels a scan and the patient’s wallet shows the refund', async ({
  page,
  browser,
  baseURL,
  lang,
  t,
  smsCode,
  signInWith,
  finalShot,
}) => {
  const origin = baseURL ?? ''
  const patient = await signedInPatient(browser, page.request, smsCode, origin, lang)
  const order = await bookFromWallet(patient.request, origin, 'radio', lang === 'ar' ? 4 : 5)

  await signInWith(radio)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(`/orders/${order.id}`)
  await page.getByRole('button', { name: en('centreOrders:actions.cancel') }).click()
  const dialog = page.getByRole('dialog', { name: en('centreOrders:cancel.title') })
  await expect(dialog).toContainText(
    en('centreOrders:cancel.centreRefund', { amount: order.total }).slice(0, 20),
  )
  // A centre says why.
  await dialog.getByRole('button', { name: en('centreOrders:cancel.confirm') }).click()
  await expect(dialog.getByText(en('centreOrders:cancel.reasonRequired'))).toBeVisible()
  await dialog.getByLabel(en('centreOrders:cancel.reason')).fill('The X-ray room is under maintenance')
  await dialog.getByRole('button', { name: en('centreOrders:cancel.confirm') }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('The X-ray room is under maintenance')).toBeVisible()

  const patientPage = await patient.newPage()
  await patientPage.addInitScript((language) => window.localStorage.setItem('lang', language), lang)
  await patientPage.goto('/wallet')
  const refund = patientPage
    .getByTestId('wallet-line')
    .filter({ hasText: t('payments:wallet.types.visitRefund') })
  await expect(refund.first()).toBeVisible({ timeout: 20_000 })
  await finalShot(patientPage, 'patient-wallet-after-centre-cancel')
  await patient.close()
})
