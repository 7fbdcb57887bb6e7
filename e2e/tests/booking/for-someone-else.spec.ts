import type { Page } from '@playwright/test'
import { saveBookingChoice } from '../../fixtures/booking'
import { registeredPatient } from '../../fixtures/patients'
import { demo, expect, test } from '../../fixtures/test'
import { topUpWallet } from '../../fixtures/wallet'
import { firstListedDoctor } from '../fixes-doctors'

test.describe.configure({ timeout: 120_000 })

/** Pays step 6 from the wallet (confirming the wallet's dialog) and lands on the success page. */
async function payFromWallet(page: Page, t: (key: string, params?: Record<string, string>) => string) {
  await page.getByRole('radio', { name: new RegExp(t('booking:payment.methods.wallet.label')) }).click()
  await page.getByRole('button', { name: new RegExp(t('booking:payment.pay', { total: '' }).trim()) }).click()
  const dialog = page.getByRole('dialog', { name: t('booking:payment.confirmWallet.title') })
  await dialog.getByRole('button', { name: t('booking:payment.confirmWallet.confirm') }).click()
  await expect(page).toHaveURL(/\/booking\/[0-9a-f-]{36}\/success$/)
}

// SPEC 2.8, issue 9 §1: a new file for a family member (a child), the booking in it, the account holder paying.
test('a patient opens a file for their child at step 5 and books the child in', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  finalShot,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  await saveBookingChoice(page, doctorId, lang === 'ar' ? 20 : 21)
  await page.goto(`/booking?step=5&doctorId=${doctorId}`)

  const picker = page.getByRole('radiogroup')
  await expect(page.getByRole('group', { name: t('medicalFiles:legend') })).toBeVisible()
  await expect(picker.getByRole('radio')).not.toHaveCount(0)
  await page.getByRole('button', { name: t('medicalFiles:addFamily') }).click()
  const dialog = page.getByRole('dialog', { name: t('medicalFiles:add.title') })
  // Nothing typed: every required field says so, and nothing is added.
  await dialog.getByRole('button', { name: t('medicalFiles:add.submit') }).click()
  await expect(dialog.getByText(t('validation:name.required'))).toBeVisible()
  const name = lang === 'ar' ? 'يوسف أحمد' : 'Youssef Ahmed'
  await dialog.getByLabel(t('medicalFiles:add.name')).fill(name)
  await dialog.getByRole('radio', { name: t('profiles:genders.male'), exact: true }).check()
  await dialog.getByLabel(t('medicalFiles:add.birthday')).fill('2019-03-02')
  await dialog.getByLabel(t('medicalFiles:add.relation')).selectOption('child')
  await dialog.getByRole('button', { name: t('medicalFiles:add.submit') }).click()
  await expect(dialog).toBeHidden()

  // The new file is chosen, and the identity note is the child's.
  await expect(page.getByRole('radio', { name: new RegExp(name) })).toBeChecked()
  const note = page.getByRole('region', { name: t('booking:confirm.identityOther') })
  await expect(note).toContainText(name)
  await expect(page.getByText(t('medicalFiles:payer', { name }))).toBeVisible()
  await finalShot(page, 'booking-for-child-step5')

  await page.getByRole('button', { name: t('booking:confirm.confirmed') }).click()
  await payFromWallet(page, t)
  await expect(page.getByRole('region', { name: t('booking:success.receipt') })).toContainText(name)
})

// SPEC 2.8: another patient's file, opened with their mobile and password; a wrong password opens nothing.
test('a patient opens another patient’s file with their mobile and password and books for them', async ({
  page,
  request,
  t,
  lang,
  signInWith,
  smsCode,
  baseURL,
}) => {
  const doctorId = await firstListedDoctor(request, 'video')
  const relative = await registeredPatient(request, smsCode, new URL(baseURL ?? '').origin)
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)
  await topUpWallet(page, 100_000)
  await saveBookingChoice(page, doctorId, lang === 'ar' ? 22 : 23)
  await page.goto(`/booking?step=5&doctorId=${doctorId}`)

  await page.getByRole('button', { name: t('medicalFiles:openOther') }).click()
  const dialog = page.getByRole('dialog', { name: t('medicalFiles:link.title') })
  // Typed with Arabic-Indic digits, as on an Arabic keyboard.
  const typed = relative.phone.slice(1).replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)))
  await dialog.getByLabel(t('common:phone.label')).fill(typed)
  await dialog.getByRole('textbox', { name: t('medicalFiles:link.password') }).fill('Wrong123')
  await dialog.getByRole('button', { name: t('medicalFiles:link.submit') }).click()
  await expect(dialog.getByRole('alert')).toContainText(t('errors:WRONG_PASSWORD'))

  await dialog.getByRole('textbox', { name: t('medicalFiles:link.password') }).fill(relative.password)
  await dialog.getByRole('button', { name: t('medicalFiles:link.submit') }).click()
  await expect(dialog).toBeHidden()
  // The opened file is the one chosen (the demo patient may have opened other Salmas' files in other journeys).
  await expect(page.getByRole('radio', { name: /Salma Adel/, checked: true })).toHaveCount(1)
  await expect(page.getByRole('region', { name: t('booking:confirm.identityOther') })).toContainText(
    'Salma Adel',
  )
  // The toast that says so lies over the page's last buttons on a phone, and stays while a pointer rests on it
  // (MUI pauses its timer): the patient closes it.
  const opened = page
    .getByRole('alert')
    .filter({ hasText: t('medicalFiles:link.done', { name: 'Salma Adel' }) })
  await opened.getByRole('button').click()
  await expect(opened).toBeHidden()

  await page.getByRole('button', { name: t('booking:confirm.confirmed') }).click()
  await payFromWallet(page, t)
  await expect(page.getByRole('region', { name: t('booking:success.receipt') })).toContainText('Salma Adel')
})
