import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { directionOf } from '#web/shared/lib/i18n'
import { tourStorageKey } from './tour-memory'
import { findTarget, placeCard, tourSteps, type Box } from './tour-steps'

/**
 * SPEC 4 and 9: the 11-step guided tour of the home page (issue 45 §2), loaded by TourLauncher after the page is
 * interactive. A modal dialog over the page whose name says which step it is ("Step 3 of 11" and the step's title),
 * with the step's target lit and the rest dimmed. Focus moves into each step; Tab stays inside; the arrow keys go
 * forward and back (mirrored in Arabic); Escape skips. Finishing or skipping remembers the tour on this device.
 */
export function GuidedTour({ onClose }: { onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <TourStep onClose={onClose} />
    </Suspense>
  )
}

/** Finishing or skipping sets SPEC 4's flag (here, not in tour-memory.ts: the home's first screen only reads it). */
function rememberTourDone(): void {
  try {
    localStorage.setItem(tourStorageKey, 'true')
  } catch {
    // Nothing to remember it in.
  }
}

const dim = 'rgba(0, 0, 0, 0.55)'
const focusable = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

function TourStep({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('guide')
  const rtl = directionOf(i18n.language) === 'rtl'
  const [index, setIndex] = useState(0)
  const step = tourSteps[index] ?? tourSteps[0]
  const total = tourSteps.length
  const last = index === total - 1
  const cardRef = useRef<HTMLDivElement>(null)
  const [target, setTarget] = useState<Box | null>(null)
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null)
  const id = useId()
  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  }, [onClose])

  const finish = () => {
    rememberTourDone()
    closeRef.current()
  }
  const next = () => (last ? finish() : setIndex(index + 1))
  const back = () => setIndex(Math.max(0, index - 1))

  // The step's target is brought into view, then it and the card are measured: again on scroll and resize.
  useLayoutEffect(() => {
    const element = findTarget(step.targets)
    element?.scrollIntoView({ block: 'center', inline: 'nearest' })
    const measure = () => {
      const rect = element?.getBoundingClientRect()
      const box = rect ? { top: rect.top, left: rect.left, width: rect.width, height: rect.height } : null
      const card = cardRef.current?.getBoundingClientRect()
      setTarget(box)
      setPosition(
        placeCard(
          box,
          { width: card?.width ?? 320, height: card?.height ?? 200 },
          { width: window.innerWidth, height: window.innerHeight },
          rtl,
        ),
      )
    }
    measure()
    let frame = 0
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    window.addEventListener('scroll', later, { passive: true, capture: true })
    window.addEventListener('resize', later)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', later, { capture: true })
      window.removeEventListener('resize', later)
    }
  }, [step, rtl])

  // Focus moves into each step, so a screen reader reads its name and text; it goes back where it was at the end.
  // (Once placed: a card still hidden while it is measured cannot take focus.)
  const placed = position !== null
  useEffect(() => {
    if (placed) cardRef.current?.focus({ preventScroll: true })
  }, [index, placed])
  useEffect(() => {
    const before = document.activeElement
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      rememberTourDone()
      closeRef.current()
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      if (before instanceof HTMLElement && before !== document.body && before.isConnected)
        before.focus({ preventScroll: true })
    }
  }, [])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) {
      event.preventDefault()
      next()
    } else if (event.key === backward) {
      event.preventDefault()
      back()
    } else if (event.key === 'Enter' && event.target === cardRef.current) {
      event.preventDefault()
      next()
    } else if (event.key === 'Tab' && cardRef.current) {
      // Focus stays in the step (a modal dialog).
      const items = [...cardRef.current.querySelectorAll<HTMLElement>(focusable)]
      const first = items[0]
      const end = items[items.length - 1]
      if (!first || !end) return
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === cardRef.current)) {
        event.preventDefault()
        end.focus()
      } else if (!event.shiftKey && active === end) {
        event.preventDefault()
        first.focus()
      }
    }
  }

  const pad = 4
  return createPortal(
    <div
      data-testid="guided-tour"
      // The page under the tour is not for clicking until the tour ends (skip is always there).
      style={{ position: 'fixed', inset: 0, zIndex: 1400 }}
    >
      {target ? (
        <div
          aria-hidden
          data-testid="tour-highlight"
          style={{
            position: 'fixed',
            top: target.top - pad,
            left: target.left - pad,
            width: target.width + 2 * pad,
            height: target.height + 2 * pad,
            borderRadius: 10,
            boxShadow: `0 0 0 9999px ${dim}`,
            outline: '3px solid #fff',
            pointerEvents: 'none',
          }}
        />
      ) : (
        <div aria-hidden style={{ position: 'fixed', inset: 0, background: dim }} />
      )}
      <Paper
        ref={cardRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-counter ${id}-title`}
        aria-describedby={`${id}-body ${id}-keys`}
        tabIndex={-1}
        elevation={8}
        onKeyDown={onKeyDown}
        // Physical pixels from the measured boxes: inline styles, which the right-to-left style plugin leaves alone.
        style={{
          position: 'fixed',
          top: position?.top ?? 0,
          left: position?.left ?? 0,
          visibility: position ? 'visible' : 'hidden',
        }}
        sx={{
          width: 'min(360px, calc(100vw - 16px))',
          boxSizing: 'border-box',
          padding: 2,
          outline: 'none',
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Typography id={`${id}-counter`} variant="caption" color="textSecondary" component="p">
          {t('tour.counter', { current: index + 1, total })}
        </Typography>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t(`tour.steps.${step.key}.title`)}
        </Typography>
        <Typography id={`${id}-body`} variant="body2" sx={{ marginBlock: 1 }}>
          {t(`tour.steps.${step.key}.body`)}
        </Typography>
        <span
          id={`${id}-keys`}
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}
        >
          {t('tour.keys')}
        </span>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBlockStart: 8 }}>
          <Button variant="text" color="inherit" onClick={finish}>
            {t('tour.skip')}
          </Button>
          <span style={{ flexGrow: 1 }} />
          {index > 0 ? (
            <Button variant="outlined" onClick={back}>
              {t('tour.back')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={next}>
            {last ? t('tour.done') : t('tour.next')}
          </Button>
        </div>
      </Paper>
    </div>,
    document.body,
  )
}
