import { options } from 'preact'
import { useLayoutEffect, useState, type ReactNode } from 'react'
import { postTask } from '#web/shared/lib/next-task'

/**
 * How long one task of the first screen's render may run before the next `Slice` waits for a task of its own, in the
 * device's own time, as React's scheduler yields every 5 ms: a task ends near this plus the part between two Slices,
 * under the 50 ms past which Lighthouse counts a task as blocking on its 4× slower phone (issue 8 §5,
 * docs/decisions/0030; 10 ms left the search's Lighthouse score 3 points lower in alternating runs).
 */
export const sliceMs = 5

let sliceStart: number | undefined
// The first screen only: later pages render at once, so the height a page had when the reader left it is there
// again when they come back (scroll restoration), and a page's own changes (filters, paging) never show part of it.
// The unit tests render at once unless a test asks for slices.
let slicing = import.meta.env.MODE !== 'test'

/** Turns slicing on or off: the app's router turns it off at the first navigation, when the first screen is done. */
export function setFirstScreenSlicing(on: boolean): void {
  slicing = on
}

/** Whether the running task has rendered for less than `sliceMs`; its clock starts at its first question. */
function timeLeft(): boolean {
  const now = performance.now()
  if (sliceStart === undefined) {
    sliceStart = now
    // Cleared in the next task: tasks run in the order they were asked for (next-task.ts), so a Slice woken in a
    // later task finds a fresh clock.
    postTask(() => (sliceStart = undefined))
  }
  return now - sliceStart < sliceMs
}

/**
 * Starts the running task's clock where a render begins, so the work before the first `Slice` counts too; nothing
 * once slicing is over (no timer per render for the rest of the visit).
 */
export function startSliceClock(): void {
  if (slicing) timeLeft()
}

// Every render Preact runs for a change of state (a query's answer, a lazy page's code arriving, a Slice woken)
// starts the clock where it begins; the first render starts it in app/start.tsx. The one place the app speaks to
// Preact itself (docs/decisions/0030).
options.debounceRendering = (render) =>
  queueMicrotask(() => {
    startSliceClock()
    render()
  })

// Effects (useEffect) run after the next frame, in a task of their own, as Preact runs them, but without its two
// timers, the clearing of one and a cancelled frame each time (issue 8 §5, docs/decisions/0012): under Chromium's
// performance trace, which is what Lighthouse measures, each of those costs 0.17–0.3 ms of the main thread (its
// stack is recorded), eight times in a first screen. Preact's timer runs effects where no frame comes (a hidden
// tab); here they go at once then, and when the tab is hidden while they wait.
const afterFrame = new Set<() => void>()
function runAfterFrame(run: () => void) {
  afterFrame.delete(run)
  postTask(run)
}
if (typeof document !== 'undefined')
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') for (const run of afterFrame) runAfterFrame(run)
  })
options.requestAnimationFrame = (flushEffects) => {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState !== 'visible') {
    postTask(flushEffects)
    return
  }
  afterFrame.add(flushEffects)
  requestAnimationFrame(() => {
    if (afterFrame.has(flushEffects)) runAfterFrame(flushEffects)
  })
}

/**
 * A point where the first screen's render may give the main thread back: its children render at once while the
 * task has time left, otherwise `placeholder` does and the children follow in a task of their own, in the order the
 * Slices were met. React spread a render over 5 ms slices by itself; Preact renders a tree in one go
 * (docs/decisions/0030), so the app marks where a render may stop: between the frame and the page, between a page's
 * sections, between a list's items. Once shown, the children stay.
 */
export function Slice({
  children,
  placeholder = null,
  alone = false,
}: {
  children: ReactNode
  placeholder?: ReactNode
  /** On the first screen, the children always render in a task of their own, however much time is left. */
  alone?: boolean
}) {
  const [shown, setShown] = useState(() => !slicing || (!alone && timeLeft()))
  useLayoutEffect(() => {
    if (shown) return
    return postTask(() => {
      startSliceClock()
      setShown(true)
    })
  }, [shown])
  return shown ? children : placeholder
}
