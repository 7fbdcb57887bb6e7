import type { Page } from '@playwright/test'
import { registeredPatient } from '../../fixtures/patients'
import { demo, expect, test } from '../../fixtures/test'
import { saveBookingChoice } from '../../fixtures/booking'
import { topUpWallet } from '../../fixtures/wallet'
import { firstListedDoctor } from '../fixes-doctors'

test.describe.configure({ timeout: 120_000 })

/** Step 6 with a choice saved as steps 3 and 4 leave it. */
async function chooseSlot(page: Page, doctorId: string, pick: number): Promise<void> {
  await saveBookingChoice(page, doctorId, pick)
  await page.goto(`/booking?step=6&doctorId=${doctorId}`)
}

// Issue 9 §6: a kiosk payment shows its reference, is paid later, and the booking confirms live.
test('a booking paid at a kiosk shows its reference and confirms live when the kiosk is paid', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  smsCode,
  baseURL,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  // A patient of this journey's own: the demo patient, shared with other journeys, may already hold an unpaid time
  // with this doctor, and one is the most a payer may hold with one doctor (issue 41 §2).
  await signInWith(await registeredPatient(request, smsCode, baseURL ?? ''))
  await expect(page).toHaveURL(/\/home$/)
  await chooseSlot(page, doctorId, lang === 'ar' ? 12 : 13)
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.kiosk.label')) }).click()
  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()

  await expect(page).toHaveURL(/\/payments\/pay\/[0-9a-f-]{36}$/)
  const orderId = page.url().split('/').pop() ?? ''
  const order = (await (await page.request.get(`/api/v1/payments/orders/${orderId}`)).json()) as {
    kioskReference: string
    bookingId: string
  }
  expect(order.kioskReference).toMatch(/^\d{9}$/)
  await expect(page.getByText(t('payments:kiosk.reference'))).toBeVisible()
  // The patient leaves to pay later: the booking waits, holding the time.
  await page.getByRole('button', { name: t('payments:kiosk.later') }).click()
  await expect(page).toHaveURL(new RegExp(`/payments/status/${orderId}$`))
  await expect(page.getByText(t('payments:status.pendingKiosk'))).toBeVisible()
  const held = (await (await page.request.get(`/api/v1/bookings/${order.bookingId}`)).json()) as {
    status: string
  }
  expect(held.status).toBe('pending')

  // The kiosk takes the cash (elsewhere: the sandbox reports it as the kiosk would); this page follows live.
  const paid = await page.request.post(`/api/v1/payments/sandbox/${orderId}/pay`, {
    headers: { origin: new URL(page.url()).origin },
    data: { method: 'kiosk' },
  })
  expect(paid.status(), await paid.text()).toBe(202)
  await expect(page).toHaveURL(new RegExp(`/booking/${order.bookingId}/success$`), { timeout: 30_000 })
  await expect(page.getByRole('region', { name: t('booking:success.receipt') })).toContainText(
    t('booking:success.methods.kiosk'),
  )
})

// Issue 9 §4, §6: paying from the wallet is atomic with the booking — confirmed at once, the balance lower by the total.
test('a booking paid from the wallet is confirmed at once and the wallet shows the payment', async ({
  page,
  request,
  t,
  lang,
  signInWith,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  const wallet = async () =>
    (await (await page.request.get('/api/v1/payments/wallet')).json()) as {
      balance: number
      log: { type: string; amount: number; bookingId: string | null }[]
    }
  // Enough in the wallet for the consult, whatever other journeys spent from the demo patient's.
  await topUpWallet(page, 100_000)
  await chooseSlot(page, doctorId, lang === 'ar' ? 14 : 15)
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.wallet.label')) }).click()
  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()
  // SPEC 2.7: the wallet card's confirmation.
  const dialog = page.getByRole('dialog', { name: t('booking:payment.confirmWallet.title') })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: t('booking:payment.confirmWallet.confirm') }).click()

  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/success$/)
  const bookingId = page.url().split('/').at(-2) ?? ''
  await expect(page.getByRole('region', { name: t('booking:success.receipt') })).toContainText(
    t('booking:success.methods.wallet'),
  )
  const after = await wallet()
  const line = after.log.find((l) => l.bookingId === bookingId)
  expect(line?.type).toBe('visitPay')
  expect(line?.amount).toBeLessThan(0)
})
