import { demo, expect, test } from '../../fixtures/test'

test('a patient trying the admin sign-in is refused and stays signed out', async ({ page, t, finalShot }) => {
  await page.goto('/admin-sign-in')
  await page.getByLabel(t('common:phone.label')).fill(demo.patient.phone.slice(1))
  await page
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(demo.patient.password)
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page.getByText(t('errors:ADMIN_ONLY'))).toBeVisible()
  const session = await page.request.get('/api/v1/session')
  expect((await session.json()).user).toBeNull()
  await finalShot(page, 'admin-refused')
})

test('an admin signs in to the admin home', async ({ page, t, finalShot }) => {
  await page.goto('/admin-sign-in')
  await page.getByLabel(t('common:phone.label')).fill(demo.admin.phone.slice(1))
  await page
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(demo.admin.password)
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page).toHaveURL(/\/home$/)
  const session = await page.request.get('/api/v1/session')
  expect((await session.json()).contextRole).toBe('admin')
  await finalShot(page, 'admin-home')
})
