import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test'

test.describe.configure({ timeout: 120_000 })

/** The admin opens a waiting doctor's review from the list, found by a name typed with another spelling. */
async function openReview(page: Page, t: (key: string) => string, typed: string, name: RegExp) {
  await page.goto('/manage-doctors?status=waiting')
  await expect(page.getByRole('heading', { level: 1, name: t('doctorReviews:listTitle') })).toBeVisible()
  await page.getByLabel(t('doctorReviews:search')).fill(typed)
  const row = page.getByRole('link', { name })
  await expect(row).toBeVisible()
  await expect(row).toContainText(t('doctorReviews:statuses.waiting'))
  await row.click()
  await expect(page).toHaveURL(/\/manage-doctors\/[0-9a-f-]{36}$/)
  return page.url().split('/').pop() ?? ''
}

// Issue 10 §1: each language run decides about its own seeded doctor, so the two runs never meet: verified (patients
// find the doctor at once), then returned with a reason the doctor reads in the editor.
test('an admin verifies a waiting doctor whom patients then find, then returns the profile with a reason the doctor reads', async ({
  page,
  browser,
  t,
  lang,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const doctor =
    lang === 'ar'
      ? { typed: 'نادين فواد', name: /نادين فؤاد/, search: 'نادين فؤاد', nameAr: /نادين فؤاد/ }
      : { typed: 'karim elshazly', name: /Karim Elshazly/, search: 'Karim Elshazly', nameAr: /كريم الشاذلي/ }
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  const doctorId = await openReview(page, t, doctor.typed, doctor.name)
  const decision = page.getByRole('region', { name: t('doctorReviews:sections.decision') })
  await expect(decision).toContainText(t('doctorReviews:statuses.waiting'))

  await page.getByRole('button', { name: t('doctorReviews:verify') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('doctorReviews:verify') })
    .click()
  await expect(decision).toContainText(t('doctorReviews:statuses.verified'))
  await finalShot(page, 'admin-verified-doctor')

  // A patient finds the doctor in search and opens the page.
  const patientContext = await browser.newContext()
  const patientPage = await patientContext.newPage()
  const found = await patientPage.request.get(`/api/v1/doctors?q=${encodeURIComponent(doctor.search)}`)
  expect(((await found.json()) as { items: { id: string }[] }).items.map((d) => d.id)).toContain(doctorId)
  await patientPage.goto(`/doctor/${doctorId}`)
  // A new browser opens in Arabic, the product's first language.
  await expect(patientPage.getByRole('heading', { level: 1 })).toContainText(doctor.nameAr)
  await patientContext.close()

  await page.getByRole('button', { name: t('doctorReviews:return') }).click()
  const dialog = page.getByRole('dialog')
  // No reason: the field says so, and nothing is sent.
  await dialog.getByRole('button', { name: t('doctorReviews:return') }).click()
  await expect(dialog.getByText(t('validation:required'))).toBeVisible()
  const reason = 'صورة ترخيص مزاولة المهنة غير واضحة، ارفعها مرة أخرى.'
  await dialog.getByLabel(t('doctorReviews:reason')).fill(reason)
  await dialog.getByRole('button', { name: t('doctorReviews:return') }).click()
  await expect(dialog).toBeHidden()
  await expect(decision).toContainText(t('doctorReviews:statuses.returned'))
  await expect(decision).toContainText(reason)
  await finalShot(page, 'admin-returned-doctor')

  // The doctor signs in (the doctor sign-in page is English, SPEC 1) and reads the reason in the editor.
  const phone = (
    (await (await page.request.get(`/api/v1/doctors/${doctorId}/profile`)).json()) as { phoneNumber: string }
  ).phoneNumber
  const doctorContext = await browser.newContext()
  const doctorPage = await doctorContext.newPage()
  await doctorPage.goto('/sign-in?role=doctor')
  await doctorPage.getByLabel('Mobile number').first().fill(phone.slice(1))
  await doctorPage.getByRole('textbox', { name: 'Password', exact: true }).fill('Doctor123')
  await doctorPage.getByRole('button', { name: 'Sign in' }).last().click()
  await expect(doctorPage).toHaveURL(/\/home$/, { timeout: 30_000 })
  await doctorPage.goto('/profile/edit/video')
  await expect(doctorPage.getByRole('status').filter({ hasText: reason })).toBeVisible({ timeout: 20_000 })
  await doctorContext.close()
})
