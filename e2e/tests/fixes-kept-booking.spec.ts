import { demo, expect, test } from '../fixtures/test'
import { firstListedDoctor } from './fixes-doctors'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// Issue 7 §3 "a half-made booking follows the next person on the device": sign-out keeps only the language
// (SPEC 4), and a kept choice belongs to the account that made it.
test('a kept booking choice is gone after sign-out and is not offered to anyone else', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  finalShot,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  const resume = page
    .getByRole('alert')
    .filter({ has: page.getByRole('link', { name: t('booking:resume.action') }) })

  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(`/booking?step=3&doctorId=${doctorId}`)
  await page
    .getByRole('group', { name: t('schedules:picker.days') })
    .getByRole('button')
    .nth(1)
    .click()
  const time = page
    .getByRole('group', { name: /./ })
    .filter({ has: page.locator('time') })
    .getByRole('button')
    .first()
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  const kept = await page.evaluate(() => localStorage.getItem('sehha.booking'))
  expect(kept).toBeTruthy()
  await page.goto('/booking')
  await expect(resume).toBeVisible()

  await page.goto('/settings')
  await page
    .getByRole('button', { name: t('frame:menu.signOut') })
    .first()
    .click()
  // The dialog's own button, once the dialog is open (the menu and the settings list also say 'sign out').
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: t('frame:signOut.confirm') }).click()
  await expect(page).toHaveURL(/\/home$/)
  expect(await page.evaluate(() => localStorage.getItem('sehha.booking'))).toBeNull()
  // Only the language stays (and what the journey's own init script writes on every load).
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe(lang)

  // Even a choice that outlived its session (a closed tab, an expired cookie) is not offered to another person.
  await page.evaluate((value) => localStorage.setItem('sehha.booking', value ?? ''), kept)
  await page.goto('/booking')
  await expect(page.getByRole('heading', { level: 1, name: t('booking:title') })).toBeVisible()
  await expect(page.getByText(t('booking:practice.intro'))).toBeVisible()
  await expect(resume).toHaveCount(0)
  await finalShot(page, 'fixes-kept-booking')
})
