import { patientPrice } from '@app/domain/doctors'
import { formatMoney } from '@app/i18n/format'
import { expect, test } from '../../fixtures/test'

test('a doctor sees the video practice marked edit, prices it with the patient total shown live, and is told when schedule periods overlap', async ({
  page,
  t,
  signInAsDoctor,
  lang,
  finalShot,
}) => {
  await signInAsDoctor()

  // SPEC 2.3: the practice sub-item shows its completeness label (4 → edit).
  if (lang === 'ar') await page.getByRole('button', { name: t('frame:menu.open') }).click()
  const menu = page.getByRole('navigation', { name: t('frame:menu.label') }).last()
  await expect(menu.getByText(t('frame:menu.practiceVideo'))).toBeVisible()
  await expect(menu.getByText(t('frame:completeness.edit')).first()).toBeVisible()
  if (lang === 'ar') await page.keyboard.press('Escape')

  await page.goto('/profile/edit/video')
  const price = page.getByLabel(t('doctors:editor.fields.price'))
  await price.fill('5')
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(page.getByText(t('validation:price.min')).first()).toBeVisible()
  await price.fill('45')
  // SPEC 1, 9: what the patient pays, fees and 14% VAT included, from the one pricing function.
  const total = formatMoney(patientPrice(4500).total, lang)
  await expect(page.getByText(t('doctors:editor.price.patientPays', { total }))).toBeVisible()
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(page.getByText(t('doctors:editor.toasts.saved')).first()).toBeVisible()

  await page.goto('/schedule')
  const saturday = t('schedules:dayNames.sa')
  await page.getByRole('button', { name: t('schedules:range.addTo', { day: saturday }) }).click()
  const second = page.getByRole('group', { name: t('schedules:range.group', { day: saturday, number: 2 }) })
  await second.getByLabel(t('schedules:range.start')).fill('09:00')
  await second.getByLabel(t('schedules:range.end')).fill('10:00')
  await expect(second.getByText(t('validation:schedule.overlap'))).toBeVisible()
  await finalShot(page, 'doctor-edits-practice')
})
