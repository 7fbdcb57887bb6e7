import { expect, test } from '../../fixtures/test'

test('an unknown path lands on home, right-to-left in Arabic', async ({ page, lang, finalShot }) => {
  await page.goto('/no-such-page')
  await expect(page).toHaveURL(/\/home$/)
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')
  await expect(page.locator('html')).toHaveAttribute('lang', lang)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await finalShot(page, 'unknown-path-home')
})
