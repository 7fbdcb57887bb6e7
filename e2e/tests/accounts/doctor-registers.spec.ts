import { expect, freshPhone, test } from '../../fixtures/test'
import { translate } from '@app/i18n'

// Doctor, lab and radio sign-up pages are in English whatever the language (SPEC 1).
const en = (key: string) => translate('en', key)

test('a doctor registers and lands on create-profile', async ({ page, t, smsCode, finalShot }) => {
  const phone = freshPhone()
  await page.goto('/sign-up-doctor')
  await page.getByLabel(en('common:phone.label')).fill(phone.slice(1))
  await page.getByRole('button', { name: en('accounts:code.send') }).click()
  await page.getByLabel(en('common:code.label')).fill(await smsCode(phone))
  await page.getByRole('button', { name: en('accounts:code.verify') }).click()
  await page.getByRole('textbox', { name: en('accounts:fields.newPassword'), exact: true }).fill('Secret12')
  await page
    .getByRole('textbox', { name: en('accounts:fields.confirmPassword'), exact: true })
    .fill('Secret12')
  await page.getByRole('button', { name: en('accounts:signUp.submit') }).click()
  await expect(page).toHaveURL(/\/create-profile$/)
  // SPEC 5: the doctor's start form says that profile information is entered in Arabic.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByText(t('profiles:hints.doctorArabic'))).toBeVisible()
  await finalShot(page, 'doctor-registers')
})
