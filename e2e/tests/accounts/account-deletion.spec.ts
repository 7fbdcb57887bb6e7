import { expect, test } from '../../fixtures/test'
import { registeredPatient } from '../../fixtures/patients'

test.describe.configure({ timeout: 150_000 })

/** A number as the page shows it: Arabic-Indic digits in Arabic. */
const shownPhone = (phone: string, lang: string) =>
  lang === 'ar' ? phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) : phone

// Issue 10 §1, SPEC 4: a patient asks in /settings for their account's deletion (their password proves it is them);
// an admin completes it from the queue after a confirmation; the patient is signed out and the number no longer signs in.
test('a patient asks for deletion in settings; an admin completes it; the account is gone', async ({
  page,
  browser,
  request,
  baseURL,
  t,
  lang,
  smsCode,
  signInWith,
  workerAdmin,
  finalShot,
}) => {
  const patient = await registeredPatient(request, smsCode, baseURL ?? '')
  const patientContext = await browser.newContext()
  await patientContext.addInitScript((language) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  const patientPage = await patientContext.newPage()
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(t('common:phone.label')).fill(patient.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(patient.password)
  await patientPage.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(patientPage).toHaveURL(/\/home$/)

  await patientPage.goto('/settings')
  const section = patientPage.getByRole('region', { name: t('accountDeletion:title') })
  await expect(section).toContainText(t('accountDeletion:explain'))
  await section.getByRole('button', { name: t('accountDeletion:ask') }).click()
  const dialog = patientPage.getByRole('dialog', { name: t('accountDeletion:askTitle') })
  // A wrong password is refused, in words.
  await dialog.getByRole('textbox', { name: t('accountDeletion:password'), exact: true }).fill('Wrong123')
  await dialog.getByRole('button', { name: t('accountDeletion:confirmAsk') }).click()
  await expect(dialog.getByRole('alert')).toContainText(t('errors:WRONG_PASSWORD'))
  await dialog
    .getByRole('textbox', { name: t('accountDeletion:password'), exact: true })
    .fill(patient.password)
  await dialog.getByRole('button', { name: t('accountDeletion:confirmAsk') }).click()
  await expect(patientPage.getByText(t('accountDeletion:asked'))).toBeVisible()
  await expect(section.getByRole('button', { name: t('accountDeletion:cancel') })).toBeVisible()
  await finalShot(patientPage, 'deletion-requested')

  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/manage-deletions')
  await expect(page.getByRole('heading', { level: 1, name: t('accountDeletion:queue.title') })).toBeVisible()
  const card = page.getByRole('article').filter({ hasText: shownPhone(patient.phone, lang) })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: t('accountDeletion:queue.complete') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('accountDeletion:queue.complete') })
    .click()
  await expect(page.getByText(t('accountDeletion:queue.completed'))).toBeVisible()
  await expect(card).toHaveCount(0)
  await finalShot(page, 'deletion-completed')

  // The patient's tab is signed out, and the number no longer signs in.
  await expect
    .poll(
      async () =>
        ((await (await patientPage.request.get('/api/v1/session')).json()) as { user: unknown }).user,
    )
    .toBeNull()
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(t('common:phone.label')).fill(patient.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(patient.password)
  await patientPage.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(patientPage.getByRole('alert')).toContainText(t('errors:USER_NOT_FOUND'))
  await patientContext.close()
})
