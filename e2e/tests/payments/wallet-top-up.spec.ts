import { toWesternDigits } from '@app/domain/shared'
import { formatSignedMoney, isolate } from '@app/i18n/format'
import type { Page } from '@playwright/test'
import { demo, expect, test } from '../../fixtures/test'

interface Wallet {
  balance: number
  log: { type: string; amount: number; orderId: string | null }[]
}

/** The wallet as the API has it now, read with the page's own session. */
async function readWallet(page: Page): Promise<Wallet> {
  const response = await page.request.get('/api/v1/payments/wallet')
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as Wallet
}

/** Piastres from an amount as the page shows it ('EGP 1,250.00', '١٬٢٥٠٫٠٠ ج.م.‏'). */
const shownPiastres = (text: string) => Number(toWesternDigits(text).replace(/\D/g, ''))

/**
 * A text as a pattern that tolerates the spaces and bidirectional marks in it (Intl's no-break spaces, RLM and ALM in
 * amounts, the isolates around a number inside a sentence), which an accessibility tree may or may not keep.
 */
const loose = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/[\s\u200e\u200f\u061c\u2066-\u2069]+/g, '[\\s\\u200e\\u200f\\u061c\\u2066-\\u2069]*'),
  )

const orderIdIn = (url: string) => url.split('/').pop() ?? ''

// Both language projects top up the same demo patient at the same time: every check is about this run's own orders,
// and the balance is compared with what it was before, never with a fixed figure.
test('the patient tops up the wallet by card, then by kiosk, and sees the balance and the log change live (issue 9 §4; SPEC 2.7, 3.5, 7.2)', async ({
  page,
  t,
  lang,
  signInWith,
  finalShot,
}) => {
  test.slow()
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)

  // The wallet: a balance, and the log or the empty state. The other project may top up meanwhile, and top-ups only
  // add, so the page shows at least what the API had just before.
  const before = await readWallet(page)
  await page.goto('/wallet')
  await expect(page.getByRole('heading', { level: 1, name: t('payments:wallet.title') })).toBeVisible()
  const balance = page.getByTestId('wallet-balance')
  await expect(balance).toBeVisible()
  expect(shownPiastres((await balance.textContent()) ?? '')).toBeGreaterThanOrEqual(before.balance)
  if (before.log.length === 0) await expect(page.getByText(t('payments:wallet.emptyPatient'))).toBeVisible()

  // 50 EGP by card: amount (typed in the language's digits), method, billing details.
  await page
    .getByRole('link', { name: t('payments:wallet.topUp') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/wallet\/payments$/)
  await page.getByRole('textbox', { name: t('payments:cashIn.amount') }).fill(lang === 'ar' ? '٥٠' : '50')
  await page.getByRole('radio', { name: t('payments:method.card') }).check()
  // The session filled in the name, email and phone; the address is the payer's to type.
  await expect(page.getByRole('textbox', { name: t('validation:fields.email') })).toHaveValue(
    'patient@demo.sehha.eg',
  )
  for (const [field, value] of [
    ['street', 'Abbas El Akkad St.'],
    ['building', '12'],
    ['floor', '3'],
    ['apartment', '7'],
    ['city', lang === 'ar' ? 'القاهرة' : 'Cairo'],
  ] as const)
    await page.getByRole('textbox', { name: t(`validation:fields.${field}`) }).fill(value)
  await page.getByRole('button', { name: t('payments:cashIn.submit') }).click()

  // The sandbox gateway's checkout, plainly a test.
  await expect(page).toHaveURL(/\/payments\/pay\/[0-9a-f-]{36}$/)
  const cardOrderId = orderIdIn(page.url())
  await expect(page.getByText(t('payments:sandbox.badge'))).toBeVisible()
  await expect(page.getByText(t('payments:sandbox.notice'))).toBeVisible()
  await page.getByRole('textbox', { name: t('payments:card.number') }).fill('4242424242424242')
  await expect(page.getByRole('textbox', { name: t('payments:card.number') })).toHaveValue(
    '4242 4242 4242 4242',
  )
  const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')
  await page.getByRole('textbox', { name: t('payments:card.expiry') }).fill(`12${nextYear}`)
  await page.getByLabel(t('payments:card.cvv')).fill('123')
  await finalShot(page, 'pay-card')

  // The card never leaves the page: what goes to the server is its last four digits and the code.
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') sent.push(request.postData() ?? '')
  })
  await page.getByRole('button', { name: t('payments:card.continue') }).click()
  await expect(page.getByText(loose(t('payments:card.otpSent', { last4: isolate('4242') })))).toBeVisible()
  await page.getByRole('textbox', { name: t('common:code.label') }).fill('123456')
  await page.getByRole('button', { name: loose(t('payments:card.pay', { amount: 5000 })) }).click()

  // Settled by the gateway's signed callback, pushed live: back on the wallet with a toast.
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 30_000 })
  await expect(page.getByText(loose(t('payments:status.toppedUp', { amount: 5000 })))).toBeVisible()
  expect(sent.join('\n')).not.toContain('4242424242424242')
  expect(sent.join('\n')).toContain('"last4":"4242"')
  const afterCard = await readWallet(page)
  expect(afterCard.log.find((line) => line.orderId === cardOrderId)).toMatchObject({
    type: 'cashIn',
    amount: 5000,
  })
  await expect
    .poll(async () => shownPiastres((await balance.textContent()) ?? ''))
    .toBeGreaterThanOrEqual(before.balance + 5000)
  expect(shownPiastres((await balance.textContent()) ?? '')).toBeLessThanOrEqual(afterCard.balance)
  await expect(
    page
      .getByTestId('wallet-line')
      .filter({ hasText: t('payments:wallet.types.cashIn') })
      .filter({ hasText: loose(formatSignedMoney(5000, lang)) })
      .first(),
  ).toBeVisible()

  // 60 EGP at a kiosk: a reference to quote, then the kiosk pays and the status follows live.
  await page
    .getByRole('link', { name: t('payments:wallet.topUp') })
    .first()
    .click()
  await page.getByRole('textbox', { name: t('payments:cashIn.amount') }).fill('60')
  await page.getByRole('radio', { name: t('payments:method.kiosk') }).check()
  await expect(page.getByRole('textbox', { name: t('validation:fields.street') })).toBeHidden()
  await page.getByRole('button', { name: t('payments:cashIn.submit') }).click()
  await expect(page).toHaveURL(/\/payments\/pay\/[0-9a-f-]{36}$/)
  const kioskOrderId = orderIdIn(page.url())
  const order = (await (await page.request.get(`/api/v1/payments/orders/${kioskOrderId}`)).json()) as {
    kioskReference: string
    status: string
  }
  expect(order.kioskReference).toMatch(/^\d{9}$/)
  await expect(page.getByTestId('kiosk-reference')).toHaveText(
    order.kioskReference.replace(/(\d{3})(?=\d)/g, '$1 '),
  )
  await expect(page.getByText(t('payments:kiosk.howTo'))).toBeVisible()
  await finalShot(page, 'pay-kiosk')

  await page.getByRole('button', { name: t('payments:kiosk.simulate') }).click()
  await expect(page).toHaveURL(new RegExp(`/payments/status/${kioskOrderId}$|/wallet$`))
  await expect(page).toHaveURL(/\/wallet$/, { timeout: 30_000 })
  await expect(page.getByText(loose(t('payments:status.toppedUp', { amount: 6000 })))).toBeVisible()
  const afterKiosk = await readWallet(page)
  expect(afterKiosk.log.find((line) => line.orderId === kioskOrderId)).toMatchObject({
    type: 'cashIn',
    amount: 6000,
  })
  expect(afterKiosk.balance).toBeGreaterThanOrEqual(before.balance + 11_000)
  await expect
    .poll(async () => shownPiastres((await balance.textContent()) ?? ''))
    .toBeGreaterThanOrEqual(before.balance + 11_000)
  await finalShot(page, 'pay-wallet')
})
