import { registeredPatient } from '../../fixtures/patients'
import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test'

/**
 * Issue 45 §2, SPEC 4 and 9: a signed-out visitor's first home gets the 11-step guided tour, once per device; and a
 * signed-in patient on a phone gets the bottom bar (SPEC 2.4).
 */
const offers = ['booking', 'homeVisit', 'primaryCare', 'clinicVisit', 'specialist', 'labsAndScans'] as const

/** The tour's light is around `target`: the target's middle is inside the lit box. */
async function lit(page: Page, target: ReturnType<Page['locator']>) {
  const light = page.getByTestId('tour-highlight')
  await expect(async () => {
    const [box, around] = [await target.boundingBox(), await light.boundingBox()]
    expect(box && around).toBeTruthy()
    if (!box || !around) return
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2]
    expect(x).toBeGreaterThanOrEqual(around.x)
    expect(x).toBeLessThanOrEqual(around.x + around.width)
    expect(y).toBeGreaterThanOrEqual(around.y)
    expect(y).toBeLessThanOrEqual(around.y + around.height)
  }).toPass({ timeout: 10_000 })
}

/** The step's card is on screen and next to the lit target (below, above or beside), not over it. */
async function besideTheLight(page: Page) {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 }
  await expect(async () => {
    const card = await page.getByRole('dialog').boundingBox()
    const light = await page.getByTestId('tour-highlight').boundingBox()
    expect(card && light).toBeTruthy()
    if (!card || !light) return
    expect(card.x).toBeGreaterThanOrEqual(0)
    expect(card.x + card.width).toBeLessThanOrEqual(viewport.width)
    const clear =
      card.y >= light.y + light.height - 1 ||
      card.y + card.height <= light.y + 1 ||
      card.x >= light.x + light.width - 1 ||
      card.x + card.width <= light.x + 1
    expect(clear).toBe(true)
  }).toPass({ timeout: 10_000 })
}

/** Waits until the reloaded home has loaded and the browser has been idle twice: when the tour would have come. */
async function settledAndIdle(page: Page) {
  await page.waitForLoadState('load')
  await expect(page.locator('main h1')).toBeVisible()
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
  )
}

/** On an Arabic phone: all eleven steps with next and back, and not again after a reload. */
async function everyStepOnAPhone({ page, t, finalShot }: Journey) {
  const step = (n: number) =>
    page.getByRole('dialog', { name: t('guide:tour.counter', { current: n, total: 11 }) })
  await page.goto('/')
  await expect(step(1)).toBeVisible()
  await expect(step(1)).toHaveAccessibleName(new RegExp(t('guide:tour.steps.topBar.title')))
  await expect(step(1)).toBeFocused()
  await lit(page, page.locator('.app-bar'))

  // Next and back; the menu step points at the phone's menu button.
  await step(1)
    .getByRole('button', { name: t('guide:tour.next') })
    .click()
  await expect(step(2)).toBeFocused()
  await lit(page, page.getByRole('button', { name: t('frame:menu.open') }))
  await besideTheLight(page)
  await step(2)
    .getByRole('button', { name: t('guide:tour.back') })
    .click()
  await expect(step(1)).toBeFocused()
  // Right to left: the left arrow goes forward.
  await page.keyboard.press('ArrowLeft')
  await expect(step(2)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(step(3)).toHaveAccessibleName(new RegExp(t('guide:tour.steps.language.title')))
  await lit(page, page.locator('.app-bar button[lang]'))
  await besideTheLight(page)

  for (const [i, offer] of offers.entries()) {
    await page.getByRole('button', { name: t('guide:tour.next') }).click()
    await expect(step(4 + i)).toHaveAccessibleName(new RegExp(t(`guide:tour.steps.${offer}.title`)))
    await lit(page, page.locator(`[data-tour="offer-${offer}"]`))
    await besideTheLight(page)
  }
  await page.getByRole('button', { name: t('guide:tour.next') }).click()
  await expect(step(10)).toBeVisible()
  await lit(page, page.getByRole('complementary', { name: t('home:emergency.title') }))
  await page.getByRole('button', { name: t('guide:tour.next') }).click()
  await expect(step(11)).toHaveAccessibleName(new RegExp(t('guide:tour.steps.signIn.title')))
  await lit(page, page.locator('.app-bar').getByRole('link', { name: t('frame:topBar.signIn') }))
  await expect(step(11).getByRole('button', { name: t('guide:tour.next') })).toHaveCount(0)
  await finalShot(page, 'tour-last-step')
  await step(11)
    .getByRole('button', { name: t('guide:tour.done') })
    .click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('tourDone'))).toBe('true')

  // Remembered on the device: a reload neither shows the tour nor fetches its code.
  const tourCode: string[] = []
  page.on('request', (request) => {
    if (/guided-tour/.test(request.url())) tourCode.push(request.url())
  })
  await page.reload()
  await settledAndIdle(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(tourCode).toEqual([])
}

/** On an English desktop: the menu step points at the docked menu, and Escape skips. */
async function skippedOnADesktop({ page, t, finalShot }: Journey) {
  const step = (n: number) =>
    page.getByRole('dialog', { name: t('guide:tour.counter', { current: n, total: 11 }) })
  await page.goto('/home')
  await expect(step(1)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(step(2)).toHaveAccessibleName(new RegExp(t('guide:tour.steps.menu.title')))
  await lit(page, page.locator('[data-tour="menu"]'))
  await besideTheLight(page)
  await finalShot(page, 'tour-menu-step')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The page is usable at once, and the tour stays skipped.
  await page.getByRole('link', { name: t('home:offers.specialist.title') }).click()
  await expect(page).toHaveURL(/\/specialists/)
  await page.goto('/home')
  await settledAndIdle(page)
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

interface Journey {
  page: Page
  t: (key: string, params?: Record<string, string | number>) => string
  finalShot: (page: Page, name: string) => Promise<void>
}

// The Arabic project is the phone and takes every step; the English one is the desktop, whose menu is docked.
test.describe('a new visitor takes the tour', () => {
  test.use({ guidedTour: true })

  test('every step on an Arabic phone, not again after a reload; Escape skips it on an English desktop', async ({
    page,
    t,
    lang,
    finalShot,
  }) => {
    if (lang === 'ar') await everyStepOnAPhone({ page, t, finalShot })
    else await skippedOnADesktop({ page, t, finalShot })
  })
})

test('a signed-in patient gets the bottom bar on a phone, and not on a desktop', async ({
  page,
  request,
  baseURL,
  smsCode,
  signInWith,
  t,
  lang,
  finalShot,
}) => {
  const patient = await registeredPatient(request, smsCode, baseURL ?? '')
  await signInWith(patient)
  await expect(page).toHaveURL(/\/home$/)
  const bar = page.getByRole('navigation', { name: t('guide:bottomNav.label') })
  if (lang !== 'ar') {
    await expect(page.locator('main h1')).toBeVisible()
    await expect(bar).toHaveCount(0)
    return
  }
  await expect(bar.getByRole('link', { name: t('guide:bottomNav.home') })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await expect(bar.getByRole('link')).toHaveText([
    t('guide:bottomNav.home'),
    t('guide:bottomNav.bookings'),
    t('guide:bottomNav.orders'),
    t('guide:bottomNav.profile'),
    t('guide:bottomNav.settings'),
  ])
  await bar.getByRole('link', { name: t('guide:bottomNav.bookings') }).click()
  await expect(page).toHaveURL(/\/bookings$/)
  await expect(bar.getByRole('link', { name: t('guide:bottomNav.bookings') })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await bar.getByRole('link', { name: t('guide:bottomNav.orders') }).click()
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar.getByRole('link', { name: t('guide:bottomNav.orders') })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await finalShot(page, 'bottom-bar')
})
