import createCache, { type EmotionCache } from '@emotion/cache'
import cssjanus from 'cssjanus'
import { COMMENT, DECLARATION, type Middleware } from 'stylis'

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
export const mayFlip = (css: string) =>
  sided.test(css) || backgroundPercentage.test(css) || manyParts.test(css)

/**
 * MUI's RTL step 3: Arabic styles flip physical CSS (left ↔ right), by cssjanus's rules, one declaration at a time.
 * stylis-plugin-rtl did the same per rule: it wrote each rule back to text, ran cssjanus's ~25 expressions over all
 * of it and parsed the result again, about half of a slow phone's time in inserting styles, the largest part of the
 * first screen's longest task (issue 8 §5, docs/decisions/0012). Here only the declarations cssjanus could change
 * go through it, and nothing is parsed twice; `emotion-cache.test.tsx` checks the output is the plugin's for every
 * style of the MUI components the app uses. A `/* @noflip *\/` comment before a declaration keeps it (MUI's ripple).
 * A declaration is flipped once: stylis serializes the same declarations twice for a keyframes' -webkit- copy. The
 * same declarations come back in many components' styles, so each text is flipped once (`quickFlip` below, or
 * cssjanus for a shape it does not know).
 */
const flipped = new WeakSet<object>()
const flips = new Map<string, string>()
function flip(css: string): string {
  let rtl = flips.get(css)
  if (rtl === undefined) {
    rtl = quickFlip(css) ?? cssjanus.transform(css)
    // A bound for a long session's styles of every page; a text seen again after this is only flipped again.
    if (flips.size < 5000) flips.set(css, rtl)
  }
  return rtl
}

/**
 * cssjanus's rules for the shapes of declaration MUI and the app write, without cssjanus: its first call compiles its
 * ~30 regular expressions, 10–15 ms of a phone's first commit (issue 8 §5). Undefined for any other shape (a string,
 * a url, a comment, `!important`, `direction`, a resize cursor, a background's position, a text shadow, a non-zero
 * shadow, several translations, a four-part value with functions…), which cssjanus then flips. `emotion-cache.test.tsx`
 * holds it to cssjanus's output over a grid of names and values, and checks that no style of the app's MUI
 * components needs cssjanus at all.
 */
export function quickFlip(css: string): string | undefined {
  if (!css.endsWith(';') || /[^ -~]|["'`\\{}!@]|\/\*|url\(|ltr|rtl|[ew]-resize/i.test(css)) return undefined
  let rtl = ''
  for (const declaration of swapSides(css.slice(0, -1)).split(';')) {
    const colon = declaration.indexOf(':')
    const name = declaration.slice(0, colon)
    if (colon < 1 || !/^-{0,2}[a-z_][a-z0-9_-]*$/i.test(name)) return undefined
    const value = quickFlipValue(name.toLowerCase(), declaration.slice(colon + 1))
    if (value === undefined) return undefined
    rtl += `${name}:${value};`
  }
  return rtl
}

/** Left for right as cssjanus swaps them: a whole word, not one a url's characters and a `)` follow. */
const side = /(^|[^a-z])(left|right)(?![a-z])(?![!#$%&*-~]*\s*\))/gi
const swapSides = (text: string) =>
  text.replace(
    side,
    (_, before: string, word: string) => before + (word.toLowerCase() === 'left' ? 'right' : 'left'),
  )
const quantity = /^-?(?:\d*\.\d+|\d+)(?:%|[a-z_][a-z0-9_-]*)?$/i
const signedQuantity = (part: string) => quantity.test(part) || /^(?:auto|inherit)$/i.test(part)
/** The value's parts outside parentheses: `0 rgba(0, 0, 0, 0.2)` is two. */
function parts(value: string): string[] {
  const found: string[] = []
  let depth = 0
  let part = ''
  for (const char of value) {
    if (char === '(') depth += 1
    else if (char === ')') depth -= 1
    if (depth === 0 && /\s/.test(char)) {
      if (part) found.push(part)
      part = ''
    } else part += char
  }
  if (part) found.push(part)
  return found
}
/** cssjanus's: a zero as it is (`0px`, not `-0px`), else the sign turned. */
const flipSign = (value: string) =>
  parseFloat(value) === 0 ? value : value.startsWith('-') ? value.slice(1) : `-${value}`

function quickFlipValue(name: string, value: string): string | undefined {
  const each = parts(value)
  const fourParts = /(?:margin|padding|border-width)$/.test(name)
  if (fourParts || /(?:-color|border-style)$/.test(name)) {
    if (each.length !== 4) return value
    const valid = fourParts ? signedQuantity : (part: string) => /^#?[a-z0-9_-]+$/i.test(part)
    if (!each.every(valid)) return undefined
    return [each[0], each[3], each[2], each[1]].join(' ')
  }
  if (/border-radius$/.test(name)) {
    // Up to four corners, then optionally `/` and up to four more (the vertical radii), each set flipped.
    const sets = value.split('/').map((set) => set.trim().split(/\s+/))
    if (sets.length > 2 || !sets.every((set) => set.length <= 4 && set.every(signedQuantity))) return value
    const flipCorners = ([a, b, c, d]: string[]) =>
      (d !== undefined ? [b, a, d, c] : c !== undefined ? [b, a, b, c] : b !== undefined ? [b, a] : [a]).join(
        ' ',
      )
    return sets.map(flipCorners).join(' / ')
  }
  if (/box-shadow$/.test(name)) {
    const offset = each[0] === 'inset' ? each[1] : each[0]
    if (offset === undefined || !/^(?:-?[\d.]|auto|inherit)/i.test(offset)) return value
    return quantity.test(offset) && parseFloat(offset) === 0 ? value : undefined
  }
  if (/text-shadow$/.test(name)) return undefined
  // Only a background's percentages change.
  if (/background(?:-position(?:-x)?)?$/.test(name)) return value.includes('%') ? undefined : value
  if (/transform$/.test(name)) {
    const calls = value.match(/translatex?\s*\(/gi) ?? []
    if (calls.length > 1) return undefined
    const call = /(translate(x?)\s*\(\s*)([^,()\s]+)((?:\s*,\s*[^,()\s]+)*\s*\))/i.exec(value)
    if (!call) return value
    const [whole, before, x, offset, after] = call as unknown as [string, string, string, string, string]
    const others = after
      .replace(/\)$/, '')
      .split(',')
      .slice(1)
      .map((part) => part.trim())
    if (!signedQuantity(offset) || !others.every(signedQuantity) || others.length > (x ? 0 : 2)) return value
    if (!quantity.test(offset)) return undefined
    return value.replace(whole, before + flipSign(offset) + after)
  }
  return value
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

/**
 * What a browser the app runs in still needs a `-webkit-` copy of (docs/decisions/0031). The build's target is
 * ES2022 (Chrome and Android's WebView 94, Safari 16.4, Firefox 93), and those read flexbox, grid, `appearance`,
 * `::placeholder`, `@keyframes` and the rest unprefixed; stylis's own prefixer wrote prefixes for browsers down to
 * Internet Explorer 10 (`display:-ms-flexbox`), doubling the CSS a page inserts. Kept: `user-select` and, before
 * Safari 17 and 18, `hyphens` and `backdrop-filter`; masks, `box-decoration-break`, `print-color-adjust` and a
 * text-shaped `background-clip` in Chrome before 120; iOS's `text-size-adjust`.
 */
const webkitCopy =
  /^(?:user-select|hyphens|backdrop-filter|text-size-adjust|box-decoration-break|print-color-adjust|mask(?:-image|-size|-position|-repeat|-origin|-clip)?)$/
export const modernPrefixer: Middleware = (element) => {
  if (element.type !== DECLARATION || element.return) return undefined
  const name = String(element.props)
  if (webkitCopy.test(name) || (name === 'background-clip' && /\btext\b/.test(String(element.children))))
    element.return = `-webkit-${element.value}${element.value}`
  return undefined
}

/**
 * The first screens' styles the static shell carries (docs/decisions/0031): `<style data-first-screen-styles="ar"
 * data-styles="muirtl <name> <name>…">`. A cache marks those names inserted when it is made, as Emotion's hydration
 * of server-rendered styles does, so it never works them out or inserts them again; and it leaves the tag where the
 * page put it. Emotion's hydration (a `data-emotion` tag) moves the tag to the end of the head, twice (the default
 * cache's and ours), and Chromium parses its 85 KB of CSS again: 10–40 ms of the search's first screen on this
 * project's machines, unslowed (issue 8 §5).
 */
export function withShellStyles(cache: EmotionCache): EmotionCache {
  const names = document
    .querySelector(`style[data-first-screen-styles][data-styles^="${cache.key} "]`)
    ?.getAttribute('data-styles')
    ?.split(' ')
    .slice(1)
  for (const name of names ?? []) cache.inserted[name] = true
  return cache
}

export const rtlCache: EmotionCache = withShellStyles(
  createCache({ key: 'muirtl', stylisPlugins: [modernPrefixer, rtlDeclarations] }),
)
export const ltrCache: EmotionCache = withShellStyles(
  createCache({ key: 'muiltr', stylisPlugins: [modernPrefixer] }),
)

export const cacheFor = (direction: 'rtl' | 'ltr'): EmotionCache =>
  direction === 'rtl' ? rtlCache : ltrCache
