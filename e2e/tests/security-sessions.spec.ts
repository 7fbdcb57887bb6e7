import type { Page } from '@playwright/test'
import { registeredPatient } from '../fixtures/patients'
import { expect, test, type Lang } from '../fixtures/test'

const iPhone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

async function signInOn(
  page: Page,
  t: (key: string) => string,
  account: { phone: string; password: string },
) {
  await page.goto('/sign-in')
  await page.getByLabel(t('common:phone.label')).fill(account.phone.slice(1))
  await page.getByRole('textbox', { name: t('accounts:fields.password'), exact: true }).fill(account.password)
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page).toHaveURL(/\/home$/)
}

test('a person signed in on two devices signs the other one out from settings (issue 7 §1)', async ({
  page,
  browser,
  request,
  t,
  lang,
  smsCode,
  signInWith,
  finalShot,
}, testInfo) => {
  // Two browsers, a registration and two sign-ins (argon2id each): more than one journey's work.
  test.slow()
  const baseURL = String(testInfo.project.use.baseURL)
  const account = await registeredPatient(request, smsCode, new URL(baseURL).origin)

  // The other device: an iPhone.
  const phoneContext = await browser.newContext({
    baseURL,
    userAgent: iPhone,
    locale: testInfo.project.use.locale,
  })
  await phoneContext.addInitScript((language: Lang) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  const other = await phoneContext.newPage()
  await signInOn(other, t, account)

  // This device.
  await signInWith(account)
  await expect(page).toHaveURL(/\/home$/)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: t('accounts:devices.title') })
  await expect(section.getByRole('listitem')).toHaveCount(2)
  const phoneName = t('accounts:devices.deviceName', { browser: 'Safari', os: 'iOS' })
  await expect(section.getByRole('listitem').first()).toContainText(t('accounts:devices.thisDevice'))
  await expect(section.getByRole('listitem').nth(1)).toContainText(phoneName)

  // Asked first; then the phone is signed out and the list says no other device is left.
  await section
    .getByRole('button', { name: t('accounts:devices.signOutNamed', { device: phoneName }) })
    .click()
  const dialog = page.getByRole('dialog', { name: t('accounts:devices.confirmOne.title') })
  await expect(dialog).toContainText(phoneName)
  await dialog.getByRole('button', { name: t('accounts:devices.confirmOne.confirm') }).click()
  await expect(page.getByText(t('accounts:devices.signedOutOne'))).toBeVisible()
  await expect(section.getByText(t('accounts:devices.noOthers'))).toBeVisible()
  await expect(section.getByRole('listitem')).toHaveCount(1)

  // The phone finds itself signed out at its next request: a signed-in page sends it to sign-in.
  await other.goto('/settings')
  await expect(other).toHaveURL(/\/sign-in$/)
  // This device is still signed in.
  await page.reload()
  await expect(section.getByRole('listitem')).toHaveCount(1)
  await finalShot(page, 'security-signed-in-devices')
  await phoneContext.close()
})
