import { expect, test } from '../fixtures/test'
import { firstListedDoctor } from './fixes-doctors'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// Issue 7 §3 "doctor page slots look like buttons but do nothing": a tapped time opens the wizard at it, and a later
// step is not silently swapped for another.
test("a time tapped on a doctor's page opens the booking wizard with that time chosen", async ({
  page,
  request,
  t,
  finalShot,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  await page.goto(`/doctor/${doctorId}`)
  const slot = page
    .getByRole('link')
    .filter({ has: page.locator('time') })
    .nth(2)
  await expect(slot).toBeVisible({ timeout: 30_000 })
  // Egypt's offset is said once above the times, not after each one.
  const offsetNote = t('schedules:offsetOnce', { offset: '' }).replace(/\(\)$/, '').trim()
  await expect(page.getByText(offsetNote)).toHaveCount(1)
  const label = (await slot.textContent())?.trim() ?? ''
  expect(label).not.toMatch(/GMT|غرينتش/)
  await slot.click()

  await expect(page).toHaveURL(/\/booking\?.*step=3/)
  await expect(page.getByRole('heading', { name: t('booking:date.heading') })).toBeVisible()
  await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible()
  await finalShot(page, 'fixes-slot')

  // A later step that needs a complaint first (SPEC 4) sends the visitor to the health problem and says why.
  await page.goto(`/booking?step=6&doctorId=${doctorId}`)
  await expect(page).toHaveURL(/step=4/)
  await expect(page.getByRole('alert').filter({ hasText: t('validation:complaint.required') })).toBeVisible()
})
