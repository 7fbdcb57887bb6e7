import type { Page } from '@playwright/test'
import { registeredPatient } from '../../fixtures/patients'
import { demo, expect, test } from '../../fixtures/test'
import { firstListedDoctor } from '../fixes-doctors'

test.describe.configure({ timeout: 120_000 })

/** Steps 3–5 of the wizard for a doctor: a day (its own per language run), the first time, a complaint. */
async function chooseTimeAndComplaint(page: Page, doctorId: string, day: number, t: (key: string) => string) {
  await page.goto(`/booking?step=3&doctorId=${doctorId}`)
  await page
    .getByRole('group', { name: t('schedules:picker.days') })
    .getByRole('button')
    .nth(day)
    .click()
  await page
    .getByRole('group', { name: /./ })
    .filter({ has: page.locator('time') })
    .getByRole('button')
    .first()
    .click()
  await page.getByRole('button', { name: t('booking:date.next') }).click()
  await page.getByRole('textbox', { name: t('booking:problem.label') }).fill('Cough / سعال')
  await page.getByRole('button', { name: t('booking:problem.next') }).click()
  await expect(page).toHaveURL(/step=5/)
}

// Issue 9 §2, §6; SPEC 4 and 8: the time chosen is taken by someone else before the patient pays — the patient is
// told 'Someone had already chosen this date…' and returns to step 3 with the time cleared.
test('a patient whose time was taken meanwhile is sent back to step 3 with the message', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  smsCode,
  baseURL,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  // The one who takes the time: another patient, on another device (their own request context).
  const other = await registeredPatient(request, smsCode, baseURL ?? '')
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  await chooseTimeAndComplaint(page, doctorId, lang === 'ar' ? 3 : 4, t)
  await page.getByRole('button', { name: t('booking:confirm.confirmed') }).click()
  await expect(page).toHaveURL(/step=6/)
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.kiosk.label')) }).click()

  // Meanwhile the same time is booked (a kiosk payment holds it), as another patient on another device would.
  const saved = (await page.evaluate(() => JSON.parse(localStorage.getItem('sehha.booking') ?? '{}'))) as {
    start: string
  }
  const origin = new URL(page.url()).origin
  const signedIn = await request.post('/api/v1/session', {
    headers: { origin },
    data: { method: 'phone', phone: other.phone, password: other.password },
  })
  expect(signedIn.ok(), await signedIn.text()).toBe(true)
  const taken = await request.post('/api/v1/bookings', {
    headers: { origin },
    data: {
      doctorId,
      practice: 'video',
      startsAt: saved.start,
      complaint: 'held',
      method: 'kiosk',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
    },
  })
  expect(taken.status(), await taken.text()).toBe(201)

  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()
  await expect(page.getByRole('alert').filter({ hasText: t('errors:SLOT_TAKEN') })).toBeVisible()
  await expect(page).toHaveURL(/step=3/)
  // The time is cleared: nothing is chosen, and the taken time is no longer offered.
  expect(await page.evaluate(() => localStorage.getItem('sehha.booking'))).toBeNull()
})

// SPEC 6: a doctor cannot book — at step 5 the doctor is told only patients book, and there is no Confirmed; SPEC 2.5:
// a doctor sees no step indicator.
test('a doctor reaching step 5 is told only patients book, with no way to confirm', async ({
  page,
  request,
  t,
  lang,
  signInWith,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  await signInWith(demo.doctor)
  await expect(page).toHaveURL(/\/home$/)
  await chooseTimeAndComplaint(page, doctorId, lang === 'ar' ? 5 : 6, t)
  await expect(page.getByText(t('booking:confirm.patientsOnly'))).toBeVisible()
  // SPEC 2.5: the step indicator is hidden for doctors.
  await expect(page.getByRole('navigation', { name: t('booking:stepsLabel') })).toHaveCount(0)
  await expect(page.getByRole('button', { name: t('booking:confirm.confirmed') })).toHaveCount(0)
  // Nor can the API be asked directly (issue 9 §5).
  const refused = await page.request.post('/api/v1/bookings', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      doctorId,
      practice: 'video',
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      complaint: 'x',
      method: 'wallet',
      timeZone: 'Africa/Cairo',
      timezoneOffsetMinutes: -120,
    },
  })
  expect(refused.status()).toBe(403)
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN')
})
