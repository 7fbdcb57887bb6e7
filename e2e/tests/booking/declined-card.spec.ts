import { expect, test } from '../../fixtures/test'
import { saveBookingChoice } from '../../fixtures/booking'
import { registeredPatient } from '../../fixtures/patients'
import { firstListedDoctor } from '../fixes-doctors'

test.describe.configure({ timeout: 120_000 })

// Issue 41 §4: a declined card says so, keeps the time held, and another card pays for the same time.
test('a declined card says why and another card pays for the same time', async ({
  page,
  request,
  t,
  lang,
  smsCode,
  signInWith,
  finalShot,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  const origin = new URL(test.info().project.use.baseURL ?? '').origin
  const patient = await registeredPatient(request, smsCode, origin)
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  // A time a day or more ahead, so the card's hold runs its full 15 minutes.
  const start = await saveBookingChoice(page, doctorId, lang === 'ar' ? 40 : 41)
  await page.goto(`/booking?step=6&doctorId=${doctorId}`)
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.card.label')) }).click()
  for (const [name, value] of [
    ['street', 'Abbas El Akkad St.'],
    ['building', '12'],
    ['floor', '3'],
    ['apartment', '7'],
    ['city', lang === 'ar' ? 'القاهرة' : 'Cairo'],
  ] as const)
    await page.getByRole('textbox', { name: t(`validation:fields.${name}`) }).fill(value)
  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()

  const payByCard = async (number: string) => {
    await expect(page).toHaveURL(/\/payments\/pay\/[0-9a-f-]{36}$/)
    await page.getByRole('textbox', { name: t('payments:card.number') }).fill(number)
    const nextYear = String((new Date().getFullYear() + 1) % 100).padStart(2, '0')
    await page.getByRole('textbox', { name: t('payments:card.expiry') }).fill(`12${nextYear}`)
    await page.getByLabel(t('payments:card.cvv')).fill('123')
    await page.getByRole('button', { name: t('payments:card.continue') }).click()
    await page.getByRole('textbox', { name: t('common:code.label') }).fill('123456')
    await page
      .getByRole('button', {
        name: new RegExp(t('payments:card.pay', { amount: 0 }).split(/\d|٠/)[0]?.trim() ?? ''),
      })
      .click()
  }

  // The sandbox declines a card ending 0002, as a bank answers 'Do not honour'.
  await payByCard('4000000000000002')
  await expect(page).toHaveURL(/\/payments\/status\/[0-9a-f-]{36}$/, { timeout: 30_000 })
  const alert = page.getByRole('alert').filter({ hasText: t('payments:retry.failure.declined') })
  await expect(alert).toBeVisible({ timeout: 30_000 })
  await expect(alert).toContainText(t('payments:retry.failureBody.declined'))
  await expect(page.getByText(t('payments:status.errorTitle'))).toBeHidden()
  const held = t('payments:retry.held.booking', { time: 'TIME' }).split('TIME')[0] ?? ''
  await expect(page.getByText(held, { exact: false })).toBeVisible()
  await finalShot(page, 'declined-card-held')

  // Another card, for the same time.
  await page.getByRole('button', { name: t('payments:retry.tryAgain') }).click()
  await payByCard('4242424242424242')
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/success$/, { timeout: 30_000 })
  await expect(page.getByRole('region', { name: t('booking:success.receipt') })).toContainText(
    t('booking:success.methods.card'),
  )
  const bookingId = page.url().split('/').at(-2) ?? ''
  const booking = (await (await page.request.get(`/api/v1/bookings/${bookingId}`)).json()) as {
    status: string
    startsAt: string
  }
  expect(booking).toMatchObject({ status: 'opened' })
  expect(Date.parse(booking.startsAt)).toBe(Date.parse(start))
  await finalShot(page, 'declined-card-paid')
})
