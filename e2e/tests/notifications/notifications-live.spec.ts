import type { Page } from '@playwright/test'
import { registeredPatient } from '../../fixtures/patients'
import { expect, test, type Lang } from '../../fixtures/test'

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

test('a notification arrives live, the badge counts it, and the person reads it (issue 8 §3, §6)', async ({
  page,
  browser,
  request,
  t,
  lang,
  smsCode,
  finalShot,
}, testInfo) => {
  // Two browsers and three sign-ins (argon2id each).
  test.slow()
  const baseURL = String(testInfo.project.use.baseURL)
  const account = await registeredPatient(request, smsCode, new URL(baseURL).origin)

  // This device signs in: its own sign-in is the first notification.
  await signInOn(page, t, account)
  const bell = (count: number) =>
    page.getByRole('link', {
      name: count > 0 ? t('notifications:openWithUnread', { shown: count }) : t('notifications:open'),
      exact: true,
    })
  await expect(bell(1)).toBeVisible()

  // An iPhone signs in to the same account: the notification arrives over the socket, without a reload.
  const phoneContext = await browser.newContext({
    baseURL,
    userAgent: iPhone,
    locale: testInfo.project.use.locale,
  })
  await phoneContext.addInitScript((language: Lang) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  await signInOn(await phoneContext.newPage(), t, account)
  await expect(bell(2)).toBeVisible({ timeout: 10_000 })

  // The list: newest first, naming the iPhone, both unread.
  await bell(2).click()
  await expect(page).toHaveURL(/\/notifications$/)
  await expect(page.getByRole('heading', { level: 1, name: t('notifications:title') })).toBeVisible()
  await expect(
    page.getByRole('status').filter({ hasText: t('notifications:unread', { count: 2 }) }),
  ).toBeVisible()
  const items = page.getByRole('main').getByRole('listitem')
  await expect(items).toHaveCount(2)
  const iPhoneText = t('notifications:types.security.newSignIn.body', { browser: 'Safari', os: 'iOS' })
  await expect(items.first()).toContainText(iPhoneText)

  // Opening one marks it read and goes where it points (the devices in settings); the badge counts one.
  await items.first().getByRole('button').click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(bell(1)).toBeVisible()

  // Mark all as read: the badge goes.
  await page.goto('/notifications')
  await page.getByRole('button', { name: t('notifications:markAllRead') }).click()
  await expect(page.getByText(t('notifications:allRead'))).toBeVisible()
  await expect(bell(0)).toBeVisible()
  await expect(page.getByRole('button', { name: t('notifications:markAllRead') })).toHaveCount(0)
  await finalShot(page, 'notifications-live')
  await phoneContext.close()
})
