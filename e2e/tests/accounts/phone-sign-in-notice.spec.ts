import { expect, test } from '../../fixtures/test'

/** SPEC 2.8: "A popup announces that phone plus password replaces email for login" — once per device. */

test.describe('on a device that has not seen it', () => {
  // Every other journey's device has seen it (playwright.config.ts): this one starts as a new device.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the sign-in page announces phone + password sign-in once, in a dialog that closes and is remembered', async ({
    page,
    t,
  }) => {
    await page.goto('/sign-in')
    const dialog = page.getByRole('dialog', { name: t('accounts:phoneSignInNotice.title') })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(t('accounts:phoneSignInNotice.body'))
    await dialog.getByRole('button', { name: t('accounts:phoneSignInNotice.ok') }).click()
    await expect(dialog).toBeHidden()
    await page.reload()
    await expect(page.getByRole('button', { name: t('accounts:signIn.submit') })).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test('a journey’s own browser context starts as a device that has seen it, so it never blocks a journey', async ({
  browser,
  t,
  lang,
}) => {
  const context = await browser.newContext()
  // In this run's language (a new context opens in Arabic otherwise); nothing else is set up for it.
  await context.addInitScript((language) => window.localStorage.setItem('lang', language), lang)
  const page = await context.newPage()
  await page.goto('/sign-in')
  await expect(page.getByRole('button', { name: t('accounts:signIn.submit') })).toBeVisible()
  // Every chunk the page asks for has come: a popup would be on screen by now.
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await context.close()
})
