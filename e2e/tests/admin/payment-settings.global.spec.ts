import { patientPrice } from '@app/domain/doctors'
import { defaultPaymentSettings } from '@app/domain/payments'
import { formatMoney } from '@app/i18n/format'
import type { Browser, Page } from '@playwright/test'
import { expect, test, type Lang } from '../../fixtures/test'

/**
 * Issue 45 §5 (SPEC 3.5, 9; ADR 0049): an admin changes the doctor's cut, confirms that prices will be recomputed,
 * and a doctor's page shows the patient's new price; the admin then puts the cut back. Every price other journeys
 * check depends on it, so this journey is a *global* one (playwright.config.ts): it runs after all the others, Arabic
 * then English, and the settings are restored whatever happens.
 */

test.describe.configure({ timeout: 150_000 })

/** Dr. Aya Mahmoud of the seed: a video consult at 60 EGP. */
async function ayaId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/doctors?practice=video&q=Aya%20Mahmoud')
  const items = (await response.json()).items as { id: string; nameEn: string }[]
  const aya = items.find((doctor) => doctor.nameEn === 'Dr. Aya Mahmoud')
  if (!aya) throw new Error('Dr. Aya Mahmoud is not in the seed')
  return aya.id
}

/** A visitor's page in this run's language: doctors' pages are for patients and visitors (SPEC 2.2), not admins. */
async function visitorPage(browser: Browser, lang: Lang, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  await context.addInitScript((language: Lang) => {
    window.localStorage.setItem('lang', language)
    window.localStorage.setItem('tourDone', 'true')
  }, lang)
  await context.addCookies([{ name: 'lang', value: lang, url: baseURL }])
  return context.newPage()
}

test('an admin changes the doctor’s cut, confirms the recompute, a doctor’s page shows the new price, and puts it back', async ({
  page,
  browser,
  t,
  lang,
  signInAsAdmin,
  finalShot,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL ?? ''
  const doctorId = await ayaId(page)
  const visitor = await visitorPage(browser, lang, baseURL)
  const money = (piastres: number) => formatMoney(piastres, lang)
  const priceShown = (total: number) =>
    visitor.getByText(t('doctors:card.price', { price: money(total) })).first()
  const before = patientPrice(6000, defaultPaymentSettings).total
  const changed = { ...defaultPaymentSettings, doctorCutPercent: 50 }
  const after = patientPrice(6000, changed).total
  expect([before, after]).toEqual([9600, 12_000])

  await signInAsAdmin()
  await expect(page).toHaveURL(/\/home$/)
  try {
    await page.goto('/manage-payment-settings')
    const cut = page.getByRole('textbox', { name: t('payments:settings.fields.doctorCutPercent') })
    await expect(cut).toHaveValue('62.72')
    // Out of range: the field says why, and nothing is asked or saved.
    await cut.fill('20')
    await cut.blur()
    await expect(page.getByText(t('payments:settingsProblems.doctorCutPercent'))).toBeVisible()
    // 50 %, typed in the language's digits (SPEC 5: Arabic-Indic digits are accepted where numbers are typed).
    await cut.fill(lang === 'ar' ? '٥٠' : '50')
    await page.getByRole('button', { name: t('payments:settings.save') }).click()
    const dialog = page.getByRole('dialog', { name: t('payments:settings.confirm.title') })
    await expect(dialog).toContainText(t('payments:settings.confirm.body'))
    await expect(dialog).toContainText(
      t('payments:settings.confirm.pricesChange', {
        doctor: money(10_000),
        before: money(patientPrice(10_000).total),
        after: money(patientPrice(10_000, changed).total),
      }),
    )
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().endsWith('/api/v1/payment-settings'),
    )
    await dialog.getByRole('button', { name: t('payments:settings.confirm.confirm') }).click()
    expect((await saved).status()).toBe(200)
    await expect(dialog).toBeHidden()

    // A visitor opens the doctor's page (rendered on the server, then live): the recomputed price.
    await visitor.goto(`/doctor/${doctorId}`)
    await expect(priceShown(after)).toBeVisible()
    await finalShot(visitor, 'payment-settings-recomputed')

    // The admin puts the cut back, and the page shows the price as before.
    await page.goto('/manage-payment-settings')
    await expect(cut).toHaveValue('50')
    await cut.fill('62.72')
    await page.getByRole('button', { name: t('payments:settings.save') }).click()
    await page.getByRole('button', { name: t('payments:settings.confirm.confirm') }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(cut).toHaveValue('62.72')
    await visitor.goto(`/doctor/${doctorId}`)
    await expect(priceShown(before)).toBeVisible()
  } finally {
    await visitor.context().close()
    // Whatever failed above, the next journeys (and the next language's run) find the settings as they were.
    const restored = await page.request.put('/api/v1/payment-settings', {
      headers: { origin: baseURL },
      data: defaultPaymentSettings,
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})
