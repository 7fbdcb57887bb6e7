import { demo, expect, test } from '../../fixtures/test'

test('a patient finds a doctor by an Arabic name typed another way, filters by price, sees Egypt-time slots and saves a favourite', async ({
  page,
  t,
  lang,
  signInWith,
  finalShot,
}) => {
  await signInWith(demo.patient)
  await expect(page).toHaveURL(/\/home$/)

  // Each language run uses its own doctor, so the two runs never share a favourite (SPEC 5, issue 3 §4):
  // «فاطمة الزهراء» typed with ه for ة, and «إسلام» typed without the hamza. Their video prices (40 and 15 EGP)
  // cost the patient 64 and 24 EGP with fees and VAT: the 50–100 and under-50 bands.
  const wanted =
    lang === 'ar'
      ? { typed: 'فاطمه الزهراء', name: /فاطمة الزهراء/, band: '50to100' }
      : { typed: 'اسلام عبد الرحمن', name: /Eslam Abdelrahman/, band: 'under50' }
  const name = wanted.name
  await page.goto('/primary_doctors')
  await page.getByLabel(t('doctors:search.name')).fill(wanted.typed)
  // The list follows the typing once it pauses; the query is then in the address.
  await expect(page).toHaveURL(/[?&]q=/)
  const card = page.getByRole('heading', { name }).first()
  await expect(card).toBeVisible()

  // Under MUI's md width (900 px, a phone) the filters open under a button; a desktop shows them.
  if ((page.viewportSize()?.width ?? 0) < 900)
    await page.getByRole('button', { name: t('doctors:filters.show') }).click()
  await page
    .getByLabel(t('doctors:filters.priceBand'))
    .first()
    .selectOption({ label: t(`doctors:filters.priceBands.${wanted.band}`) })
  await expect(page).toHaveURL(new RegExp(`priceBand=${wanted.band}`))
  await expect(card).toBeVisible()

  await card.getByRole('link').click()
  await expect(page).toHaveURL(/\/doctor\//)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // Slots are shown in Egypt time with the offset (SPEC 2.5 step 3).
  await expect(page.getByText(/(GMT|غرينتش)\+[23٢٣]/).first()).toBeVisible()

  const add = page.getByRole('button', { name: t('doctors:favourites.add') }).first()
  const remove = page.getByRole('button', { name: t('doctors:favourites.remove') }).first()
  await expect(add.or(remove)).toBeVisible()
  // A retry finds the favourite already saved by the first attempt.
  if (await add.isVisible()) {
    await add.click()
    // The heart turns at once; the toast says the server kept it. Leaving before then cancelled the request on a busy
    // machine, and the favourites page had nothing to show.
    await expect(page.getByText(t('doctors:favourites.added'))).toBeVisible()
  }
  await expect(remove).toBeVisible()
  await page.goto('/favourites')
  const favourite = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
  await expect(favourite).toBeVisible()
  await finalShot(page, 'patient-finds-doctor')

  // Book from favourites opens the wizard at the date step, whose back button returns to favourites (SPEC 2.5).
  await favourite.getByRole('link', { name: t('doctors:card.book') }).click()
  await expect(page).toHaveURL(/\/booking\?.*step=3/)
  await expect(page.getByRole('heading', { name: t('booking:date.heading') })).toBeVisible()
  await page.getByRole('link', { name: t('booking:date.backToFavourites') }).click()
  await expect(page).toHaveURL(/\/favourites/)
})
