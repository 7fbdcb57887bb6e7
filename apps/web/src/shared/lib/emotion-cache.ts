import createCache, { type EmotionCache } from '@emotion/cache'
import cssjanus from 'cssjanus'
import { COMMENT, DECLARATION, prefixer, type Middleware } from 'stylis'

/**
 * What cssjanus can change in a declaration: a physical side in its name or value (left, right), a direction, a
 * cursor's east or west, a shadow's or a translation's x, a background's horizontal percentage, and the two-to-four
 * part shorthands (margin, padding, border widths, styles and colours, corner radii). Any other declaration (most of
 * them: `padding:16px`, `display:flex`) is left as is without asking cssjanus.
 */
const sided = /left|right|ltr|rtl|resize|shadow|translate/i
// Per declaration of the text (the prefixer may have put a -webkit- copy before it).
const backgroundPercentage = /(?:^|;)[^:;]*background[^:;]*:[^;]*%/i
const manyParts = /(?:^|;)[^:;]*(?:margin|padding|border|-color|radius)[^:;]*:[^;]*\S[\s/]+\S/i
const mayFlip = (css: string) => sided.test(css) || backgroundPercentage.test(css) || manyParts.test(css)

/**
 * MUI's RTL step 3: Arabic styles flip physical CSS (left ↔ right), by cssjanus's rules, one declaration at a time.
 * stylis-plugin-rtl did the same per rule: it wrote each rule back to text, ran cssjanus's ~25 expressions over all
 * of it and parsed the result again, about half of a slow phone's time in inserting styles, the largest part of the
 * first screen's longest task (issue 8 §5, docs/decisions/0012). Here only the declarations cssjanus could change
 * go through it, and nothing is parsed twice; `emotion-cache.test.tsx` checks the output is the plugin's for every
 * style of the MUI components the app uses. A `/* @noflip *\/` comment before a declaration keeps it (MUI's ripple).
 * A declaration is flipped once: stylis serializes the same declarations twice for a keyframes' -webkit- copy. The
 * same declarations come back in many components' styles, so each text is given to cssjanus once.
 */
const flipped = new WeakSet<object>()
const flips = new Map<string, string>()
function flip(css: string): string {
  let rtl = flips.get(css)
  if (rtl === undefined) {
    rtl = cssjanus.transform(css)
    // A bound for a long session's styles of every page; a text seen again after this is only flipped again.
    if (flips.size < 5000) flips.set(css, rtl)
  }
  return rtl
}
export const rtlDeclarations: Middleware = (element, index, children) => {
  if (element.type !== DECLARATION || flipped.has(element)) return undefined
  flipped.add(element)
  const css = element.return || element.value
  if (!mayFlip(css)) return undefined
  const before = children[index - 1]
  if (before?.type === COMMENT && typeof before.value === 'string' && before.value.includes('@noflip'))
    return undefined
  const rtl = flip(css)
  if (rtl !== css) element.return = rtl
  return undefined
}

export const rtlCache: EmotionCache = createCache({
  key: 'muirtl',
  stylisPlugins: [prefixer, rtlDeclarations],
})
export const ltrCache: EmotionCache = createCache({ key: 'muiltr' })

export const cacheFor = (direction: 'rtl' | 'ltr'): EmotionCache =>
  direction === 'rtl' ? rtlCache : ltrCache
