import { offerKeys } from '../components/offer-cards'

/**
 * SPEC 9 "Guided tour: 11 steps" over the home page (issue 45 §2): the top bar, the menu, the language, each of the
 * six offers, the emergency notice and sign-in. Each step names the elements it may point at, first one shown wins:
 * on a phone the menu is the top bar's button, from md up (where that button is hidden) the docked menu.
 */
export const tourSteps = [
  { key: 'topBar', targets: ['.app-bar'] },
  { key: 'menu', targets: ['.app-bar .bar-menu', '[data-tour="menu"]'] },
  { key: 'language', targets: ['.app-bar button[lang]'] },
  ...offerKeys.map((key) => ({ key, targets: [`[data-tour="offer-${key}"]`] })),
  { key: 'emergency', targets: ['aside[aria-labelledby="emergency-title"]'] },
  { key: 'signIn', targets: ['.app-bar a[href$="/sign-in"]'] },
] as const

export type TourStepKey = (typeof tourSteps)[number]['key']

/** The first of `selectors` that is on the page with a box (a display:none button has none). */
export function findTarget(selectors: readonly string[], root: ParentNode = document): HTMLElement | null {
  for (const selector of selectors) {
    const element = root.querySelector<HTMLElement>(selector)
    if (element && element.getClientRects().length > 0) return element
  }
  return null
}

export interface Box {
  top: number
  left: number
  width: number
  height: number
}

const margin = 8
const gap = 12

/**
 * Where the step's card goes, in viewport pixels: below its target if it fits, else above, with its inline start
 * lined up with the target's (the right edge in Arabic); else beside it on its inline-end side; else at the bottom of
 * the screen. Always inside the screen. With no target, centred.
 */
export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  rtl: boolean,
): { top: number; left: number } {
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max))
  const maxLeft = viewport.width - card.width - margin
  const maxTop = viewport.height - card.height - margin
  if (!target)
    return {
      top: clamp((viewport.height - card.height) / 2, maxTop),
      left: clamp((viewport.width - card.width) / 2, maxLeft),
    }
  const below = target.top + target.height + gap
  const above = target.top - gap - card.height
  const fitsBelow = below + card.height <= viewport.height - margin
  if (fitsBelow || above >= margin) {
    const left = rtl ? target.left + target.width - card.width : target.left
    return { top: clamp(fitsBelow ? below : above, maxTop), left: clamp(left, maxLeft) }
  }
  // A tall target (the docked menu): beside it, on its inline-end side, if there is room; else the screen's bottom.
  const beside = rtl ? target.left - gap - card.width : target.left + target.width + gap
  if (beside >= margin && beside <= maxLeft) return { top: clamp(target.top, maxTop), left: beside }
  const left = rtl ? target.left + target.width - card.width : target.left
  return { top: clamp(maxTop, maxTop), left: clamp(left, maxLeft) }
}
