import { expect, test } from '../fixtures/test'

test('a visitor finds a doctor by a name written in Latin letters another way (issue 7 §3)', async ({
  page,
  t,
  lang,
  finalShot,
}) => {
  // Dr. Moamen Khalil typed as Mo'men Khaleel, and Dr. Eslam Abdelrahman as Islam Abd El Rahman: the same names
  // the way other Egyptians write them. The card shows the name in the page's language.
  const wanted =
    lang === 'ar'
      ? { typed: "Mo'men Khaleel", name: /مؤمن خليل/, other: /إسلام عبد الرحمن/ }
      : { typed: 'Islam Abd El Rahman', name: /Eslam Abdelrahman/, other: /Moamen Khalil/ }
  await page.goto('/primary_doctors')
  await page.getByLabel(t('doctors:search.name')).fill(wanted.typed)
  await expect(page).toHaveURL(/[?&]q=/)
  await expect(page.getByRole('heading', { name: wanted.name }).first()).toBeVisible()
  // Only the doctor with that name: every word must match.
  await expect(page.getByRole('heading', { name: wanted.other })).toHaveCount(0)
  await finalShot(page, 'search-latin')
})
