import { formatNumber } from '@app/i18n/format'
import { signUpCompleteDoctor } from '../../fixtures/doctors'
import { expect, test } from '../../fixtures/test'

test('a new doctor completes the profile, the video practice and a schedule, and the menu label moves to edit', async ({
  page,
  t,
  lang,
  smsCode,
  finalShot,
}) => {
  test.setTimeout(90_000)
  await signUpCompleteDoctor(page, t, smsCode, 'د. ليلى عبد السلام')

  // Start and video at 4: the guard lets the doctor through and the menu label reads edit (SPEC 2.3, 4).
  await page.goto('/schedule')
  await expect(page).toHaveURL(/\/schedule$/)
  if (lang === 'ar') await page.getByRole('button', { name: t('frame:menu.open') }).click()
  const menu = page.getByRole('navigation', { name: t('frame:menu.label') }).last()
  await expect(menu.getByText(t('frame:completeness.edit')).first()).toBeVisible()
  await finalShot(page, 'doctor-completes-profile')

  // Removing the only specialty document asks first, then takes the video practice back below 4 (SPEC 2.8).
  await page.goto('/profile/edit/video')
  await page
    .getByRole('button', { name: t('doctors:editor.documents.remove', { number: formatNumber(1, lang) }) })
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: t('doctors:editor.documents.removeConfirm') })
    .click()
  await expect(page.getByText(t('doctors:editor.toasts.documentRemoved')).first()).toBeVisible()
  await expect(page.getByText(t('doctors:editor.documents.none'))).toBeVisible()
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/session')).json()).profile.regCompleteness)
    .toMatchObject({ tabStart: 4, practiceVideo: 3 })
})
