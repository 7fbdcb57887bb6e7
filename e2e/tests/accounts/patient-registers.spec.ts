import { expect, freshPhone, test } from '../../fixtures/test'

test('a patient registers with an SMS code, creates a profile, signs out and back in', async ({
  page,
  t,
  smsCode,
  finalShot,
  lang,
}) => {
  const phone = freshPhone()
  await page.goto('/sign-up')
  await expect(page.locator('html')).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr')

  // SPEC 5: typed after +20 without the leading zero; Arabic-Indic digits are accepted.
  const typed = phone.slice(1)
  const asTyped = lang === 'ar' ? typed.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))) : typed
  await page.getByLabel(t('common:phone.label')).fill(asTyped)
  await page.getByRole('button', { name: t('accounts:code.send') }).click()

  const code = await smsCode(phone)
  await page.getByLabel(t('common:code.label')).fill(code)
  await page.getByRole('button', { name: t('accounts:code.verify') }).click()

  await page.getByRole('textbox', { name: t('accounts:fields.newPassword'), exact: true }).fill('Secret12')
  await page
    .getByRole('textbox', { name: t('accounts:fields.confirmPassword'), exact: true })
    .fill('Secret12')
  await page.getByRole('button', { name: t('accounts:signUp.submit') }).click()

  // SPEC 4: a new patient without an email goes to the email variant of profile creation.
  await expect(page).toHaveURL(/\/create-email$/)
  const field = (key: string) => page.getByLabel(t(`profiles:fields.${key}`), { exact: false }).first()
  await field('name').fill(lang === 'ar' ? 'منى أحمد' : 'Mona Ahmed')
  await page.getByRole('radio', { name: t('profiles:genders.female') }).check()
  await field('birthday').fill('1992-03-14')
  await field('email').fill(`p${phone}@example.com`)
  await field('governorate').selectOption({ label: lang === 'ar' ? 'القاهرة' : 'Cairo' })
  await field('area').selectOption({ label: lang === 'ar' ? 'مدينة نصر' : 'Nasr City' })
  await field('region').fill('Seventh district')
  await field('districtTownVillage').fill('Nasr City')
  await field('streetBlockCompound').fill('Makram Ebeid St.')
  await field('buildingNumberName').fill('12')
  await page.getByRole('button', { name: t('profiles:form.create') }).click()
  await expect(page).toHaveURL(/\/home$/)

  // Sign out (with confirmation) and back in with the number prefilled from nothing but the form.
  await page.goto('/settings')
  await page
    .getByRole('button', { name: t('frame:menu.signOut') })
    .first()
    .click()
  await expect(page.getByText(t('frame:signOut.question'))).toBeVisible()
  await page
    .getByRole('button', { name: t('frame:signOut.confirm') })
    .last()
    .click()
  await expect(page).toHaveURL(/\/home$/)

  await page.goto('/sign-in')
  await page.getByLabel(t('common:phone.label')).fill(typed)
  await page.getByRole('textbox', { name: t('accounts:fields.password'), exact: true }).fill('Secret12')
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page).toHaveURL(/\/home$/)
  await finalShot(page, 'patient-registers')
})
