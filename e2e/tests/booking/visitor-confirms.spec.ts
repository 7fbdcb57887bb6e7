import { mkdirSync } from 'node:fs'
import { demo, expect, test } from '../../fixtures/test'
import { firstListedDoctor } from '../fixes-doctors'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// SPEC 2.5 steps 3–6, SPEC 4 (leaving a step without what it needs; the post-sign-in destination) and SPEC 5 (the
// complaint, 1 to 256 characters): a visitor picks a time, describes the problem, signs in at step 5 and comes back
// to it with everything intact, reads who is booking and confirms.
test('a visitor describes the problem, signs in at step 5, comes back to it and confirms', async ({
  page,
  request,
  t,
  lang,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  const complaint = lang === 'ar' ? 'صداع وحرارة منذ يومين' : 'Headache and fever for two days'
  // The complaint is health data: no address the browser asks for may carry it (SPEC 7.3, issue 9 §1).
  const urls: string[] = []
  const plain = (url: string) => {
    try {
      return decodeURIComponent(url.replace(/\+/g, ' '))
    } catch {
      return url
    }
  }
  // Every request (API calls included) and every address the page shows, history changes included.
  page.on('request', (r) => urls.push(plain(r.url())))
  page.on('framenavigated', (frame) => urls.push(plain(frame.url())))
  const shot = async (name: string) => {
    mkdirSync('/tmp/shots', { recursive: true })
    await page.screenshot({ path: `/tmp/shots/${lang}-${name}.png`, fullPage: true })
  }
  // A toast is read, then closed as a person would: on a phone it covers the buttons at the bottom of the page.
  const readToast = async (text: string) => {
    const toast = page.getByRole('alert').filter({ hasText: text })
    await expect(toast).toBeVisible()
    await toast.getByRole('button').click()
    await expect(toast).toBeHidden()
  }

  // Step 3: Next without a time says one is needed and stays (SPEC 4).
  await page.goto(`/booking?step=3&doctorId=${doctorId}`)
  await expect(page.getByRole('heading', { name: t('booking:date.heading') })).toBeVisible()
  await page.getByRole('button', { name: t('booking:date.next') }).click()
  await readToast(t('booking:date.required'))
  await expect(page).toHaveURL(/step=3/)

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
  const label = (await time.textContent())?.trim() ?? ''
  await time.click()
  await expect(time).toHaveAttribute('aria-pressed', 'true')
  await page.getByRole('button', { name: t('booking:date.next') }).click()

  // Step 4: the summary of the choice, and a complaint is required before leaving (SPEC 4, 5).
  await expect(page).toHaveURL(/step=4/)
  const summary = page.getByRole('region', { name: t('booking:summary.heading') })
  await expect(summary).toContainText(label)
  const field = page.getByRole('textbox', { name: t('booking:problem.label') })
  await page.getByRole('button', { name: t('booking:problem.next') }).click()
  await readToast(t('validation:complaint.required'))
  await expect(page).toHaveURL(/step=4/)
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await field.fill(complaint)
  await expect(page.getByText(t('booking:problem.count', { used: complaint.length, max: 256 }))).toBeVisible()
  await shot('step-4')
  await page.getByRole('button', { name: t('booking:problem.next') }).click()

  // Step 5 signed out: sign in, and come back to this very step with the choice intact (SPEC 4 saved origin).
  await expect(page).toHaveURL(/step=5/)
  await expect(page.getByText(t('booking:confirm.signedOut'))).toBeVisible()
  await shot('step-5-signed-out')
  const step5 = page.url()
  await page
    .getByRole('main')
    .getByRole('link', { name: t('booking:confirm.signIn') })
    .click()
  await expect(page).toHaveURL(/\/sign-in$/)
  await page.getByLabel(t('common:phone.label')).fill(demo.patient.phone.slice(1))
  await page
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(demo.patient.password)
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page).toHaveURL(step5, { timeout: 30_000 })

  // The identity note of the demo patient (SPEC 2.5 step 5), the time kept.
  const identity = page.getByRole('region', { name: t('booking:confirm.identity') })
  await expect(identity).toContainText('مريم أحمد')
  await expect(identity).toContainText(t('profiles:genders.female'))
  await expect(identity).toContainText(t('booking:confirm.governorate'))
  await expect(summary).toContainText(label)
  await expect(page.getByRole('button', { name: t('booking:confirm.otherAccount') })).toBeVisible()
  await expect(page.getByRole('button', { name: t('booking:confirm.newAccount') })).toBeVisible()
  await shot('step-5-patient')

  // The complaint survived the sign-in: back at step 4 it is still there.
  await page.getByRole('link', { name: t('booking:confirm.back') }).click()
  await expect(page).toHaveURL(/step=4/)
  await expect(field).toHaveValue(complaint)
  await page.getByRole('button', { name: t('booking:problem.next') }).click()
  await expect(page).toHaveURL(/step=5/)

  // Confirmed goes to the payment step (step 6), which is not open yet (docs/decisions/0005).
  await page.getByRole('button', { name: t('booking:confirm.confirmed') }).click()
  await expect(page).toHaveURL(/step=6/)
  await expect(page.getByText(t('booking:payment.notOpen'))).toBeVisible()

  expect(urls.filter((url) => /step=[456]/.test(url)).length).toBeGreaterThan(0)
  expect(urls.filter((url) => url.includes(complaint.split(' ')[0] ?? complaint))).toEqual([])
})
