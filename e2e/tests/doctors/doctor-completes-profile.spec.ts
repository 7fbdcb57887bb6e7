import { formatNumber } from '@app/i18n/format'
import { translate } from '@app/i18n'
import { expect, freshPhone, test } from '../../fixtures/test'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC',
  'base64',
)
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

test('a new doctor completes the profile, the video practice and a schedule, and the menu label moves to edit', async ({
  page,
  t,
  lang,
  smsCode,
  finalShot,
}) => {
  test.setTimeout(90_000)
  const en = (key: string) => translate('en', key)
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

  // The start of the profile (SPEC 5: in Arabic).
  const field = (key: string) => page.getByLabel(t(`profiles:fields.${key}`), { exact: false }).first()
  await field('nameAr').fill('د. ليلى عبد السلام')
  await page.getByRole('radio', { name: t('profiles:genders.female') }).check()
  await field('birthday').fill('1985-06-20')
  await field('specialty').selectOption({ index: 2 })
  await page.getByRole('radio', { name: t('profiles:medTitles.specialist') }).check()
  await page.getByRole('button', { name: t('profiles:form.create') }).click()
  await page.getByRole('link', { name: t('profiles:doctor.nextAction') }).click()
  await expect(page).toHaveURL(/\/profile\/edit\/video$/)

  // The rest of the start tab: photo, about, experience, degree, licence, a language.
  const editor = (key: string) => page.getByLabel(t(`doctors:editor.fields.${key}`), { exact: false }).first()
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
  await editor('aboutAr').fill('أخصائية أمراض القلب، أتابع مرضى الضغط والقلب.')
  await editor('yearsOfExperience').fill('12')
  await editor('medicalDegree').fill('ماجستير أمراض القلب')
  await editor('licenceNumber').fill('EMS-224466')
  await page.getByRole('button', { name: t('doctors:editor.languages.add') }).click()
  await page.getByLabel(`${t('doctors:editor.fields.level')} 1`).selectOption('native')

  // The video practice: a specialty document, active, priced.
  await page
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: pdf })
  await expect(page.getByText(t('doctors:editor.toasts.uploaded')).first()).toBeVisible()
  await page.getByLabel(t('doctors:editor.fields.active')).check()
  await page.getByLabel(t('doctors:editor.fields.price')).fill('150')
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(page.getByText(t('doctors:editor.toasts.saved')).first()).toBeVisible()

  // A schedule: Saturday mornings.
  const saturday = t('schedules:dayNames.sa')
  await page.getByRole('checkbox', { name: saturday, exact: true }).check()
  const first = page.getByRole('group', { name: t('schedules:range.group', { day: saturday, number: 1 }) })
  await first.getByLabel(t('schedules:range.start')).fill('09:00')
  await first.getByLabel(t('schedules:range.end')).fill('13:00')
  await page.getByRole('button', { name: t('schedules:actions.save') }).click()
  await page
    .getByRole('button', { name: t('doctors:editor.actions.save') })
    .first()
    .click()
  await expect(page.getByText(t('doctors:editor.toasts.saved')).first()).toBeVisible()

  // Start and video at 4: the guard lets the doctor through and the menu label reads edit (SPEC 2.3, 4).
  await expect
    .poll(async () => (await (await page.request.get('/api/v1/session')).json()).profile.regCompleteness)
    .toMatchObject({ tabStart: 4, practiceVideo: 4 })
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
