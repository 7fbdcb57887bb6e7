import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { GuidedTour } from './guided-tour'
import { TourLauncher } from './tour-launcher'
import { tourStorageKey } from './tour-memory'

afterEach(() => localStorage.removeItem(tourStorageKey))

describe('GuidedTour (SPEC 4, 9; issue 45 §2)', () => {
  it('is a dialog named by its step, takes focus, and goes forward and back with buttons and arrows (Arabic: mirrored)', async () => {
    stubApi()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<GuidedTour onClose={onClose} />)
    const dialog = await screen.findByRole('dialog', { name: /الخطوة ١ من ١١/ })
    expect(dialog).toHaveAccessibleName(/أهلًا بك في صحّة/)
    await waitFor(() => expect(dialog).toHaveFocus())
    expect(screen.queryByRole('button', { name: 'السابق' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'التالي' }))
    expect(await screen.findByRole('dialog', { name: /الخطوة ٢ من ١١/ })).toHaveFocus()
    // Right to left: the left arrow goes forward, the right arrow back.
    await user.keyboard('{ArrowLeft}')
    expect(await screen.findByRole('dialog', { name: /الخطوة ٣ من ١١.*اللغة/ })).toBeInTheDocument()
    await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: /الخطوة ٢ من ١١/ })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'السابق' }))
    expect(await screen.findByRole('dialog', { name: /الخطوة ١ من ١١/ })).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('keeps Tab inside the step', async () => {
    stubApi()
    const user = userEvent.setup()
    await renderWithProviders(<GuidedTour onClose={() => undefined} />, { language: 'en' })
    await screen.findByRole('dialog', { name: /Step 1 of 11/ })
    await user.tab()
    expect(screen.getByRole('button', { name: 'Skip the tour' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Skip the tour' })).toHaveFocus()
  })

  it('ends on the eleventh step and remembers it on the device', async () => {
    stubApi()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<GuidedTour onClose={onClose} />, { language: 'en' })
    await screen.findByRole('dialog', { name: /Step 1 of 11/ })
    for (let step = 1; step < 11; step++) await user.keyboard('{ArrowRight}')
    expect(await screen.findByRole('dialog', { name: /Step 11 of 11.*Sign in/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Got it' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(localStorage.getItem(tourStorageKey)).toBe('true')
  })

  it('is skipped with Escape, and remembered', async () => {
    stubApi()
    const onClose = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(<GuidedTour onClose={onClose} />, { language: 'en' })
    await screen.findByRole('dialog', { name: /Step 1 of 11/ })
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalled()
    expect(localStorage.getItem(tourStorageKey)).toBe('true')
  })
})

describe('TourLauncher', () => {
  it('loads the tour once the page is idle, for a device that has not seen it', async () => {
    stubApi()
    await renderWithProviders(<TourLauncher />, { language: 'en' })
    expect(await screen.findByRole('dialog', { name: /Step 1 of 11/ }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('shows nothing on a device that has seen it', async () => {
    localStorage.setItem(tourStorageKey, 'true')
    stubApi()
    await renderWithProviders(<TourLauncher />, { language: 'en' })
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
