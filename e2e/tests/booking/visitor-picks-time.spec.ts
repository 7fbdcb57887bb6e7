import { expect, test } from '../../fixtures/test'

// SPEC 2.5 steps 0–3: a visitor (signed out) goes from the type of doctor to a doctor, the doctor's details and a
// time on Egypt's clock; the choice stays on the device and the wizard offers to resume it.
test('a visitor chooses video, a primary-care doctor and a time in Egypt time, and can resume it', async ({
  page,
  t,
  finalShot,
}) => {
  await page.goto('/booking')
  await expect(page.getByRole('heading', { level: 1, name: t('booking:title') })).toBeVisible()
  // Primary care has no clinic card (SPEC 2.5 step 0).
  await expect(page.getByRole('heading', { name: t('booking:practice.clinic') })).toHaveCount(0)
  await page.getByRole('link', { name: new RegExp(t('booking:practice.video')) }).click()
  await expect(page).toHaveURL(/step=1/)
  await expect(page.getByLabel(t('doctors:search.name'))).toBeVisible()

  const firstDoctor = page.getByRole('listitem').getByRole('heading').first()
  await expect(firstDoctor).toBeVisible()
  const name = (await firstDoctor.textContent())?.trim() ?? ''
  await firstDoctor.getByRole('link').click()
  await expect(page).toHaveURL(/step=2/)
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()

  await page.getByRole('link', { name: t('doctors:page.book') }).click()
  await expect(page).toHaveURL(/step=3/)
  await expect(page.getByRole('heading', { name: t('booking:date.heading') })).toBeVisible()
  // Egypt's clock with its offset (SPEC 2.5 step 3), in the page's digits.
  await expect(page.getByText(/(GMT|غرينتش)\+[23٢٣]/).first()).toBeVisible()

  const days = page.getByRole('group', { name: t('schedules:picker.days') })
  await days.getByRole('button').nth(1).click()
  const times = page.getByRole('group', { name: /./ }).filter({ has: page.locator('time') })
  const time = times.getByRole('button').first()
  const label = (await time.textContent())?.trim() ?? ''
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').filter({ hasText: label })).toBeVisible()
  await finalShot(page, 'visitor-picks-time')

  // The chosen time is kept: a reload shows it chosen, and the first step offers to continue.
  await page.reload()
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')
  await page.goto('/booking')
  const resume = page.getByRole('alert').filter({ hasText: name })
  await expect(resume).toContainText(label)
  await resume.getByRole('link', { name: t('booking:resume.action') }).click()
  await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true')

  // A kept time that is no longer free (here: one minute later, never a slot) is dropped with a warning.
  await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('sehha.booking') ?? '{}') as { start: string }
    saved.start = new Date(Date.parse(saved.start) + 60_000).toISOString()
    localStorage.setItem('sehha.booking', JSON.stringify(saved))
  })
  await page.reload()
  await expect(page.getByRole('alert').filter({ hasText: t('booking:date.taken') })).toBeVisible()
  await expect(page.locator('[aria-pressed="true"]').filter({ has: page.locator('time') })).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('sehha.booking'))).toBeNull()

  await page.getByRole('link', { name: t('booking:date.backToDetails') }).click()
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
})

test.describe('outside Egypt', () => {
  test.use({ timezoneId: 'Asia/Riyadh' })

  test('the doctor list warns once that local law may not allow the consult (SPEC 2.5 step 1)', async ({
    page,
    t,
  }) => {
    await page.goto('/booking?step=1')
    const warning = page.getByRole('dialog', { name: t('booking:geo.title') })
    await expect(warning).toBeVisible()
    await warning.getByRole('button', { name: t('booking:geo.acknowledge') }).click()
    await expect(warning).toBeHidden()
    await expect(page.getByRole('listitem').getByRole('heading').first()).toBeVisible()
    await page.reload()
    await expect(page.getByRole('listitem').getByRole('heading').first()).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})
