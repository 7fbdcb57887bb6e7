import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { entryRoutes } from '../fixtures/first-screen'
import { emotionKeyOf, firstVisitStyles, type ShellStyles } from '../fixtures/first-screen-styles'
import { firstListedDoctor } from './fixes-doctors'
import { expect, test } from '../fixtures/test'

/**
 * Issue 8 §5, docs/decisions/0031: the static shell carries the styles of the entry routes' first screens, so that a
 * slow phone's first render does not work them out and insert them one by one. apps/web/first-screen-styles/<lang>.json
 * holds them; `npm run first-screen-styles` writes it (this journey with FIRST_SCREEN_STYLES=write) and builds again.
 *
 * Checked here, per language, on a phone and a desktop: every style the shell carries is what the app writes today
 * for that name (a change to the theme's plugins would otherwise leave the old CSS under a name the app trusts), and
 * the shell carries nearly every style the first screens ask for (a few may come and go with the day's data, such as
 * a doctor's times).
 */
const file = (lang: string) =>
  path.resolve(import.meta.dirname, `../../apps/web/first-screen-styles/${lang}.json`)
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]
/** The share of a first screen's styles the shell may lack before this journey asks for them to be written again. */
const allowedMissing = 0.05

test('the static shell carries the styles of every entry route’s first screen', async ({
  browser,
  request,
  lang,
}) => {
  test.slow()
  const routes = entryRoutes(await firstListedDoctor(request))
  const asked: Record<string, string> = {}
  const unnamed: string[] = []
  const differing = new Set<string>()
  for (const viewport of viewports) {
    for (const route of routes) {
      const seen = await firstVisitStyles(browser, test.info().project.use.baseURL + route.path, {
        lang,
        viewport,
      })
      unnamed.push(...seen.unnamed)
      for (const [name, css] of Object.entries(seen.styles)) {
        if (asked[name] !== undefined && asked[name] !== css) differing.add(name)
        asked[name] ??= css
      }
    }
  }
  expect(unnamed, 'rules without a name of the cache').toEqual([])
  expect([...differing], 'one name, two texts').toEqual([])
  const tagBreakers = Object.keys(asked).filter((name) => asked[name]?.includes('</'))
  expect(tagBreakers, 'styles that would end the shell’s <style> tag').toEqual([])

  if (process.env.FIRST_SCREEN_STYLES === 'write') {
    const written: ShellStyles = { key: emotionKeyOf(lang), styles: asked }
    writeFileSync(file(lang), `${JSON.stringify(written, null, 1)}\n`)
    console.log(`${lang}: wrote ${Object.keys(asked).length} styles to ${file(lang)}`)
    return
  }
  const shipped = JSON.parse(readFileSync(file(lang), 'utf8')) as ShellStyles
  expect(shipped.key).toBe(emotionKeyOf(lang))
  const names = Object.keys(asked)
  const stale = names.filter(
    (name) => shipped.styles[name] !== undefined && shipped.styles[name] !== asked[name],
  )
  const missing = names.filter((name) => shipped.styles[name] === undefined)
  console.log(
    `${lang}: the first screens asked for ${names.length} styles; the shell carries ${Object.keys(shipped.styles).length}, ` +
      `${missing.length} missing`,
  )
  expect(
    stale,
    'styles the shell carries that the app now writes otherwise (npm run first-screen-styles)',
  ).toEqual([])
  expect(
    missing.length,
    `styles the shell lacks (npm run first-screen-styles): ${missing.map((name) => asked[name]).join('\n')}`,
  ).toBeLessThanOrEqual(Math.floor(names.length * allowedMissing))
})
