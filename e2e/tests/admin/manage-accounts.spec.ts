import { translate } from '@app/i18n'
import { expect, test, totpCode } from '../../fixtures/test'
import { registeredPatient } from '../../fixtures/patients'

test.describe.configure({ timeout: 150_000 })

/** A number as the page shows it: Arabic-Indic digits in Arabic. */
const shownPhone = (phone: string, lang: string) =>
  lang === 'ar' ? phone.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d) : phone

/** What a new browser shows: it opens in Arabic, the product's first language. */
const ar = (key: string) => translate('ar', key)

// Issue 10 §1: the admin finds a patient by mobile and deactivates the account after a confirmation; the patient, signed
// in elsewhere, is signed out at once and told at sign-in that the admins deactivated the account (SPEC 4, 8).
test('an admin deactivates a patient, who is signed out at once and refused at sign-in', async ({
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
  const patientPage = await patientContext.newPage()
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(ar('common:phone.label')).fill(patient.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: ar('accounts:fields.password'), exact: true })
    .fill(patient.password)
  await patientPage.getByRole('button', { name: ar('accounts:signIn.submit') }).click()
  await expect(patientPage).toHaveURL(/\/home$/)

  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/manage-patients')
  await expect(
    page.getByRole('heading', { level: 1, name: t('adminAccounts:lists.patient.title') }),
  ).toBeVisible()
  await page.getByLabel(t('adminAccounts:filters.search')).fill(patient.phone.slice(1))
  // Every journey's patient is Salma Adel: the row is the one with this number, as shown in the reader's digits.
  await page.getByRole('link', { name: new RegExp(shownPhone(patient.phone, lang)) }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Salma Adel' })).toBeVisible()

  const account = page.getByRole('region', { name: t('adminAccounts:account.title') })
  await expect(account).toContainText(t('adminAccounts:states.active'))
  await account.getByRole('button', { name: t('adminAccounts:actions.deactivate') }).click()
  const dialog = page.getByRole('dialog', { name: t('adminAccounts:confirm.deactivateTitle') })
  await dialog.getByRole('button', { name: t('adminAccounts:confirm.yes') }).click()
  await expect(page.getByText(t('adminAccounts:done.deactivated'))).toBeVisible()
  await expect(account).toContainText(t('adminAccounts:account.deactivatedNote'))
  await finalShot(page, 'admin-deactivated-patient')

  // The patient's open tab is signed out (the session's end reaches it live) and sign-in says why.
  await expect
    .poll(
      async () =>
        ((await (await patientPage.request.get('/api/v1/session')).json()) as { user: unknown }).user,
    )
    .toBeNull()
  await patientPage.goto('/sign-in')
  await patientPage.getByLabel(ar('common:phone.label')).fill(patient.phone.slice(1))
  await patientPage
    .getByRole('textbox', { name: ar('accounts:fields.password'), exact: true })
    .fill(patient.password)
  await patientPage.getByRole('button', { name: ar('accounts:signIn.submit') }).click()
  await expect(patientPage.getByRole('alert')).toContainText(ar('errors:ACCOUNT_DEACTIVATED'))
  await patientContext.close()

  // Reactivated, the account signs in again.
  await account.getByRole('button', { name: t('adminAccounts:actions.activate') }).click()
  await page
    .getByRole('dialog', { name: t('adminAccounts:confirm.activateTitle') })
    .getByRole('button', { name: t('adminAccounts:confirm.yes') })
    .click()
  await expect(page.getByText(t('adminAccounts:done.activated'))).toBeVisible()
  const again = await request.post('/api/v1/session', {
    headers: { origin: baseURL ?? '' },
    data: { method: 'phone', phone: patient.phone, password: patient.password },
  })
  expect(again.ok()).toBe(true)
})

// Issue 10 §1: an admin makes another user an admin; at their first admin sign-in they prove their phone with a texted
// code (issue 41 §1), set up an authenticator app with the QR code or its key, and sign in with its code; then they
// are removed, after a confirmation.
test('an admin makes a user an admin, who sets up the authenticator at first sign-in, then removes them', async ({
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
  const user = await registeredPatient(request, smsCode, baseURL ?? '')
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/manage-admins')
  await expect(page.getByRole('heading', { level: 1, name: t('adminAccounts:admins.title') })).toBeVisible()
  await page.getByLabel(t('common:phone.label')).fill(user.phone.slice(1))
  await page.getByRole('button', { name: t('adminAccounts:admins.grant') }).click()
  await expect(page.getByText(t('adminAccounts:admins.granted'))).toBeVisible()
  const row = page.getByRole('listitem').filter({ hasText: shownPhone(user.phone, lang) })
  await expect(row).toContainText(t('adminAccounts:admins.secondFactorPending'))

  const newAdmin = await browser.newContext()
  const adminPage = await newAdmin.newPage()
  await adminPage.goto('/admin-sign-in')
  await adminPage.getByLabel(ar('common:phone.label')).fill(user.phone.slice(1))
  await adminPage
    .getByRole('textbox', { name: ar('accounts:fields.password'), exact: true })
    .fill(user.password)
  await adminPage.getByRole('button', { name: ar('accounts:signIn.submit') }).click()
  // Issue 41 §1: the password alone shows no secret; a code texted to the account's phone unlocks the setup.
  await expect(
    adminPage.getByRole('heading', { name: ar('adminAccounts:secondFactor.enrolTitle') }),
  ).toBeVisible()
  await expect(adminPage.getByTestId('totp-secret')).toHaveCount(0)
  // The newest text to the phone is the admin grant's until the code's arrives.
  await adminPage.getByLabel(ar('adminAccounts:secondFactor.phoneCodeLabel')).fill(await smsCode(user.phone))
  await adminPage.getByRole('button', { name: ar('adminAccounts:secondFactor.enrolSubmit') }).click()
  await expect(
    adminPage.getByRole('heading', { name: ar('adminAccounts:secondFactor.setupTitle') }),
  ).toBeVisible()
  await expect(adminPage.getByRole('img', { name: ar('adminAccounts:secondFactor.qrAlt') })).toBeVisible()
  const secret = ((await adminPage.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')
  expect(secret).toMatch(/^[A-Z2-7]{32}$/)
  await finalShot(adminPage, 'admin-authenticator-setup')
  await adminPage.getByLabel(ar('adminAccounts:secondFactor.codeLabel')).fill(await totpCode(secret))
  await adminPage.getByRole('button', { name: ar('adminAccounts:secondFactor.confirmSetup') }).click()
  await expect(adminPage).toHaveURL(/\/home$/)
  await adminPage.goto('/manage-admins')
  await expect(
    adminPage.getByRole('heading', { level: 1, name: ar('adminAccounts:admins.title') }),
  ).toBeVisible()

  await page.reload()
  await expect(row).toContainText(t('adminAccounts:admins.secondFactorOn'))
  await row.getByRole('button', { name: t('adminAccounts:admins.remove') }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('adminAccounts:admins.remove') })
    .click()
  await expect(page.getByText(t('adminAccounts:admins.removed'))).toBeVisible()
  await expect(row).toHaveCount(0)
  // Their admin session ended with the claim.
  await expect
    .poll(
      async () => ((await (await adminPage.request.get('/api/v1/session')).json()) as { user: unknown }).user,
    )
    .toBeNull()
  await newAdmin.close()
})
