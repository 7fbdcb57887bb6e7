import { expect, test } from '../fixtures/test'
import { firstListedDoctor } from './fixes-doctors'

// Four sessions share this machine's two cores; a journey of several pages needs more than the default.
test.describe.configure({ timeout: 120_000 })

// Issue 7 §3 "maps are blank": the CSP (apps/api/src/app.ts) blocked the tile host. The fixture routes the tile
// server to a local image so the journey needs no network, but the browser still applies the page's CSP first.

test("a clinic's page shows the map's tiles, with zoom buttons in the page's language", async ({
  page,
  request,
  t,
  finalShot,
}) => {
  const violations: string[] = []
  // zod probes whether eval is allowed (it is not: script-src 'self'); that report is expected and not about maps.
  page.on('console', (message) => {
    const text = message.text()
    if (/Content Security Policy/i.test(text) && !/script-src eval/.test(text)) violations.push(text)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
    )
  })

  const doctorId = await firstListedDoctor(request, 'clinic')
  await page.goto(`/clinic/${doctorId}`)

  const map = page.getByRole('application', { name: t('doctors:editor.map.label') })
  await map.scrollIntoViewIfNeeded()
  const tiles = map.locator('img.leaflet-tile')
  await expect(tiles.first()).toBeVisible()
  await expect
    .poll(() =>
      tiles.evaluateAll(
        (images) =>
          images.filter(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ).length,
      ),
    )
    .toBeGreaterThan(0)
  await expect(map.getByRole('button', { name: t('doctors:editor.map.zoomIn') })).toBeVisible()
  await expect(map.getByRole('button', { name: t('doctors:editor.map.zoomOut') })).toBeVisible()
  await finalShot(page, 'fixes-map')
  expect(violations).toEqual([])
})
