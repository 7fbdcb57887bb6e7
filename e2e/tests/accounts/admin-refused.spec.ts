import { demo, expect, test } from '../../fixtures/test'

test('a patient trying the admin sign-in is refused and stays signed out', async ({
  page,
  t,
  signInWith,
  finalShot,
}) => {
  await signInWith(demo.patient, '/admin-sign-in')
  await expect(page.getByText(t('errors:ADMIN_ONLY'))).toBeVisible()
  const session = await page.request.get('/api/v1/session')
  expect((await session.json()).user).toBeNull()
  await finalShot(page, 'admin-refused')
})

test('an admin signs in to the admin home', async ({ page, signInWith, workerAdmin, finalShot }) => {
  await signInWith(workerAdmin, '/admin-sign-in')
  await expect(page).toHaveURL(/\/home$/)
  const session = await page.request.get('/api/v1/session')
  expect((await session.json()).contextRole).toBe('admin')
  await finalShot(page, 'admin-home')
})
