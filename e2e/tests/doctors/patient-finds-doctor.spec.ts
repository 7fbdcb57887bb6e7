import { demo, expect, test } from '../../fixtures/test'

test('a patient finds a doctor by an Arabic name typed another way, filters by price, sees Egypt-time slots and saves a favourite', async ({
  page,
  t,
  lang,
  finalShot,
}) => {
  await page.goto('/sign-in')
  await page.getByLabel(t('common:phone.label')).fill(demo.patient.phone.slice(1))
  await page
    .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
    .fill(demo.patient.password)
  await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
  await expect(page).toHaveURL(/\/home$/)

  await page.goto('/primary_doctors')
  // Seeded as «فاطمة الزهراء»: typed with ه for ة and without the hamza-less alef variations (SPEC 5, issue 3 §4).
  await page.getByLabel(t('doctors:search.name')).fill('فاطمه الزهراء')
  const name = lang === 'ar' ? /فاطمة الزهراء/ : /Fatma Elzahraa/
  const card = page.getByRole('heading', { name }).first()
  await expect(card).toBeVisible()

  // Her video price of 40 EGP costs the patient 64 EGP with fees and VAT: the 50–100 band.
  await page
    .getByLabel(t('doctors:filters.priceBand'))
    .first()
    .selectOption({ label: t('doctors:filters.priceBands.50to100') })
  await expect(page).toHaveURL(/priceBand=50to100/)
  await expect(card).toBeVisible()

  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/doctor\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // Slots are shown in Egypt time with the offset (SPEC 2.5 step 3).
  await expect(page.getByText(/(GMT|غرينتش)\+[23٢٣]/).first()).toBeVisible()

  await page
    .getByRole('button', { name: t('doctors:favourites.add') })
    .first()
    .click()
  await expect(page.getByRole('button', { name: t('doctors:favourites.remove') }).first()).toBeVisible()
  await page.goto('/favourites')
  await expect(page.getByRole('heading', { name }).first()).toBeVisible()
  await finalShot(page, 'patient-finds-doctor')
})
