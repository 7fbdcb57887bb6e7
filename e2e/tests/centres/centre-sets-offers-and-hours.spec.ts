import { translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { expect, test } from '../../fixtures/test'

test.describe.configure({ timeout: 150_000 })

/** A lab's and a radiology centre's own pages are English whatever the language (SPEC 1, 2.3). */
const en = (key: string, params?: Record<string, string | number>) => translate('en', key, params)
/** Testing Library and Playwright read amounts with ordinary spaces where Intl puts no-break ones. */
const money = (piastres: number, language: 'ar' | 'en') => formatMoney(piastres, language).replace(/\s/g, ' ')

/**
 * The seeded centres come with the seed's price lists (apps/api/src/db/seed/centres.ts); each adds a service the seed
 * leaves out. The two projects run side by side on one server: the Arabic phone works on a seeded lab (a test with
 * home collection), the English desktop on a seeded radiology centre (a scan), so neither undoes the other's offers or
 * hours — and neither is the demo lab or radiology centre, whose hours the booking journeys running beside them need.
 * Both paths are the same editors.
 */
const centres = {
  ar: {
    kind: 'lab',
    // Heliopolis Medical Lab (demoCentreSeeds[1]).
    account: { phone: '01020001001', password: 'Centre123' },
    search: 'magnes',
    service: { id: 'lab:magnesium', en: 'Serum magnesium', ar: 'الماغنسيوم' },
    // Typed as an Egyptian phone types it: Arabic-Indic digits.
    priceTyped: '١٥٠',
    price: 15_000,
    homeCollection: { typed: '٥٠', price: 5_000 },
    manage: '/manage-labs',
  },
  en: {
    kind: 'radio',
    // Zamalek Scan (demoCentreSeeds[9]).
    account: { phone: '01020001009', password: 'Centre123' },
    search: 'sinuses',
    service: { id: 'radio:ct-sinuses', en: 'CT paranasal sinuses', ar: 'أشعة مقطعية على الجيوب الأنفية' },
    priceTyped: '300',
    price: 30_000,
    homeCollection: null,
    manage: '/manage-radios',
  },
} as const

// Issue 43 §1: a centre adds what it offers with its price (and a lab its home collection), sets its opening hours,
// sees each saved, finds both after a reload; an admin then sees the offer on the centre's manage page.
test('a centre adds a test with its price and opens on Sunday morning; an admin sees it', async ({
  page,
  baseURL,
  lang,
  t,
  signInWith,
  signInAsAdmin,
  finalShot,
}) => {
  const centre = centres[lang]
  const headers = { origin: baseURL ?? '' }
  await signInWith(centre.account)
  await expect(page).toHaveURL(/\/home$/)
  // A retried journey starts from the same state: the offer and the hours as the seed left them.
  await page.request.delete(`/api/v1/centres/me/offers/${centre.service.id}`, { headers })
  expect((await page.request.put('/api/v1/centres/me/hours', { headers, data: { days: [] } })).ok()).toBe(
    true,
  )

  // From the centre's home to its profile's offers tab.
  await page.reload()
  await page.getByRole('link', { name: en(`centres:homeSteps.${centre.kind}Offers.action`) }).click()
  await expect(page).toHaveURL(/\/profile\?tab=offers$/)
  await expect(page.getByRole('tab', { name: en(`centres:tabs.${centre.kind}`) })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  // The seed's offers are listed; the one to add is not among them.
  const offers = page.getByRole('list', { name: en(`centres:offers.${centre.kind}.title`) })
  await expect(offers.getByRole('listitem').first()).toBeVisible()
  await expect(offers.getByRole('listitem').filter({ hasText: centre.service.en })).toHaveCount(0)

  await page.getByRole('combobox', { name: en(`centres:offers.${centre.kind}.search`) }).fill(centre.search)
  await page.getByRole('option', { name: new RegExp(centre.service.en.replace(/[()]/g, '\\$&')) }).click()
  const dialog = page.getByRole('dialog', {
    name: en('centres:offers.dialog.addTitle', { name: centre.service.en }),
  })
  await dialog.getByLabel(en('centres:offers.dialog.price')).fill(centre.priceTyped)
  if (centre.homeCollection) {
    await dialog.getByLabel(en('centres:offers.dialog.homeCollection')).check()
    await dialog.getByLabel(en('centres:offers.dialog.homeCollectionPrice')).fill(centre.homeCollection.typed)
  }
  await dialog.getByRole('button', { name: en('centres:offers.dialog.save') }).click()
  await expect(page.getByText(en('centres:offers.added', { name: centre.service.en }))).toBeVisible()
  await expect(dialog).toBeHidden()
  const offer = offers.getByRole('listitem').filter({ hasText: centre.service.en })
  await expect(offer).toContainText(money(centre.price, 'en'))
  if (centre.homeCollection)
    await expect(offer).toContainText(
      en('centres:offers.homeCollection', { price: money(centre.homeCollection.price, 'en') }),
    )
  await finalShot(page, `centre-offers-${centre.kind}`)

  // Sunday, 09:00 to 14:00.
  await page.getByRole('tab', { name: en('centres:tabs.hours') }).click()
  await expect(page).toHaveURL(/\/profile\?tab=hours$/)
  const sundayName = en('centres:hours.dayNames.su')
  await page.getByRole('checkbox', { name: en('centres:hours.openOn', { day: sundayName }) }).check()
  const sunday = page.getByRole('group', { name: en('centres:hours.period', { day: sundayName, number: 1 }) })
  await sunday.getByLabel(en('centres:hours.opens')).fill('09:00')
  await sunday.getByLabel(en('centres:hours.closes')).fill('14:00')
  // Unsaved hours are not dropped by opening another tab without a word.
  await page.getByRole('tab', { name: en(`centres:tabs.${centre.kind}`) }).click()
  const leave = page.getByRole('dialog', { name: en('profiles:leave.title') })
  await leave.getByRole('button', { name: en('profiles:leave.stay') }).click()
  await expect(leave).toBeHidden()
  await expect(page).toHaveURL(/\/profile\?tab=hours$/)
  await page.getByRole('button', { name: en('centres:hours.save') }).click()
  await expect(page.getByText(en('centres:hours.saved'))).toBeVisible()
  await finalShot(page, `centre-hours-${centre.kind}`)

  // Both are still there after a reload.
  await page.reload()
  await expect(
    page.getByRole('checkbox', { name: en('centres:hours.openOn', { day: sundayName }) }),
  ).toBeChecked()
  await expect(sunday.getByLabel(en('centres:hours.opens'))).toHaveValue('09:00')
  await expect(sunday.getByLabel(en('centres:hours.closes'))).toHaveValue('14:00')
  await page.getByRole('tab', { name: en(`centres:tabs.${centre.kind}`) }).click()
  await expect(offer).toContainText(money(centre.price, 'en'))

  // An admin finds the offer and the hours on the centre's manage page, in the admin's language.
  const session = (await (await page.request.get('/api/v1/session')).json()) as { user: { id: string } }
  await page.context().clearCookies()
  await signInAsAdmin()
  await expect(page).toHaveURL(/\/home$/)
  await page.goto(`${centre.manage}/${session.user.id}`)
  const adminOffers = page.getByRole('region', { name: t(`centres:offers.${centre.kind}.title`) })
  const adminOffer = adminOffers.getByRole('listitem').filter({ hasText: centre.service[lang] })
  await expect(adminOffer).toContainText(money(centre.price, lang))
  const hours = page.getByRole('region', { name: t('centres:hours.title') })
  await expect(
    hours.getByRole('checkbox', {
      name: t('centres:hours.openOn', { day: t('centres:hours.dayNames.su') }),
    }),
  ).toBeChecked()
  await finalShot(page, `admin-centre-${centre.kind}`)
})
