import { afterEach, describe, expect, it, vi } from 'vitest'
import { findTarget, placeCard, tourSteps } from './tour-steps'

const viewport = { width: 390, height: 844 }
const card = { width: 300, height: 180 }

describe('tourSteps (SPEC 9: 11 steps; issue 45 §2)', () => {
  it('has eleven steps: the top bar, the menu, the language, six offers, the emergency notice, sign-in', () => {
    expect(tourSteps.map((s) => s.key)).toEqual([
      'topBar',
      'menu',
      'language',
      'booking',
      'homeVisit',
      'primaryCare',
      'clinicVisit',
      'specialist',
      'labsAndScans',
      'emergency',
      'signIn',
    ])
  })
})

describe('findTarget', () => {
  afterEach(() => {
    document.body.innerHTML = ''
    vi.restoreAllMocks()
  })

  it('takes the first element shown: the menu button on a phone, the docked menu when the button is hidden', () => {
    document.body.innerHTML =
      '<header class="app-bar"><button class="bar-menu" id="button"></button></header><div data-tour="menu" id="docked"></div>'
    const shown = new Set(['button', 'docked'])
    vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
      return (shown.has(this.id) ? [{}] : []) as unknown as DOMRectList
    })
    const menu = tourSteps[1].targets
    expect(findTarget(menu)?.id).toBe('button')
    shown.delete('button')
    expect(findTarget(menu)?.id).toBe('docked')
    shown.clear()
    expect(findTarget(menu)).toBeNull()
  })
})

describe('placeCard', () => {
  it('puts the card below its target, lined up with its start edge (left in English)', () => {
    expect(placeCard({ top: 100, left: 20, width: 100, height: 40 }, card, viewport, false)).toEqual({
      top: 152,
      left: 20,
    })
  })

  it('lines it up with the right edge in Arabic, kept inside the screen', () => {
    expect(placeCard({ top: 100, left: 250, width: 120, height: 40 }, card, viewport, true)).toEqual({
      top: 152,
      left: 70,
    })
    // A target at the screen's start edge in Arabic (the menu button on the right): the card stays on screen.
    expect(placeCard({ top: 8, left: 340, width: 40, height: 40 }, card, viewport, true).left).toBe(80)
    expect(placeCard({ top: 8, left: 0, width: 40, height: 40 }, card, viewport, true).left).toBe(8)
  })

  it('goes above a target low on the screen, and to the bottom when neither side has room', () => {
    expect(placeCard({ top: 700, left: 20, width: 100, height: 100 }, card, viewport, false).top).toBe(508)
    expect(placeCard({ top: 100, left: 0, width: 390, height: 700 }, card, viewport, false).top).toBe(
      844 - 180 - 8,
    )
  })

  it('goes beside a tall target (the docked menu): after it in English, before it in Arabic', () => {
    const desktop = { width: 1280, height: 800 }
    expect(placeCard({ top: 64, left: 0, width: 240, height: 736 }, card, desktop, false)).toEqual({
      top: 64,
      left: 252,
    })
    expect(placeCard({ top: 64, left: 1040, width: 240, height: 736 }, card, desktop, true)).toEqual({
      top: 64,
      left: 728,
    })
  })

  it('centres the card with no target', () => {
    expect(placeCard(null, card, viewport, false)).toEqual({ top: 332, left: 45 })
  })
})
