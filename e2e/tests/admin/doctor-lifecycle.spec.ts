import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { expect, test } from '../../fixtures/test'

test.describe.configure({ timeout: 240_000 })

// Issue 10 §6: a doctor signs up, completes the profile and submits it; the admin returns it with a reason; the doctor
// reads it, fixes the profile and submits again; the admin verifies it; a patient finds the doctor in search.
test('a new doctor is returned with a reason, fixes the profile, is verified and found by patients', async ({
  page,
  browser,
  t,
  lang,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const doctorContext = await browser.newContext()
  await doctorContext.addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  const doctorPage = await doctorContext.newPage()
  // Each language run its own doctor, so the two never meet.
  const nameAr = lang === 'ar' ? 'د. سلمى حسن الجبالي' : 'د. سلمى حسن المنياوي'
  const phone = await signUpCompleteDoctor(doctorPage, t, smsCode, nameAr)
  const doctorId = (
    (await (await doctorPage.request.get('/api/v1/session')).json()) as { user: { id: string } }
  ).user.id

  const submit = async () => {
    await doctorPage.goto('/profile/edit/video')
    await doctorPage.getByRole('button', { name: t('doctors:editor.actions.submit') }).click()
    await doctorPage
      .getByRole('dialog')
      .getByRole('button', { name: t('doctors:editor.submit.confirm') })
      .click()
    await expect(doctorPage.getByText(t('doctors:editor.toasts.submitted')).first()).toBeVisible()
  }
  await submit()

  // The admin finds the new doctor among those waiting, by mobile number, and returns the profile with a reason.
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/manage-doctors?status=waiting')
  await page.getByLabel(t('doctorReviews:search')).fill(phone.slice(1))
  await page.getByRole('link', { name: new RegExp(nameAr) }).click()
  await expect(page).toHaveURL(new RegExp(`/manage-doctors/${doctorId}$`))
  const decision = page.getByRole('region', { name: t('doctorReviews:sections.decision') })
  await expect(decision).toContainText(t('doctorReviews:statuses.waiting'))
  await page.getByRole('button', { name: t('doctorReviews:return') }).click()
  const reason =
    lang === 'ar'
      ? 'أضيفي نبذة أوضح عن خبرتك في متابعة مرضى الضغط.'
      : 'Please describe your experience more clearly.'
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(t('doctorReviews:reason')).fill(reason)
  await dialog.getByRole('button', { name: t('doctorReviews:return') }).click()
  await expect(decision).toContainText(t('doctorReviews:statuses.returned'))

  // The doctor reads the reason in the editor, changes the profile and submits it again.
  await doctorPage.goto('/profile/edit/video')
  await expect(doctorPage.getByRole('status').filter({ hasText: reason })).toBeVisible({ timeout: 20_000 })
  await doctorPage
    .getByLabel(t('doctors:editor.fields.aboutAr'), { exact: false })
    .first()
    .fill('أخصائية أمراض القلب منذ ١٢ عامًا، أتابع مرضى الضغط والقلب وأضع لكل مريض خطة علاج ومتابعة.')
  await doctorPage
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(doctorPage.getByText(t('doctors:editor.toasts.saved')).first()).toBeVisible()
  await submit()

  // The admin verifies it; patients find the doctor in search at once.
  await page.reload()
  await expect(decision).toContainText(t('doctorReviews:statuses.waiting'))
  await page.getByRole('button', { name: t('doctorReviews:verify') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('doctorReviews:verify') })
    .click()
  await expect(decision).toContainText(t('doctorReviews:statuses.verified'))
  await finalShot(page, 'admin-verified-new-doctor')
  await doctorContext.close()

  const patientContext = await browser.newContext()
  const patientPage = await patientContext.newPage()
  const found = await patientPage.request.get(`/api/v1/doctors?q=${encodeURIComponent(nameAr)}`)
  expect(((await found.json()) as { items: { id: string }[] }).items.map((d) => d.id)).toContain(doctorId)
  await patientPage.goto(`/doctor/${doctorId}`)
  await expect(patientPage.getByRole('heading', { level: 1 })).toContainText(nameAr.replace(/^د\. /, ''))
  await patientContext.close()
})
