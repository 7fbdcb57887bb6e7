import { translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { dayAndTime } from '../lib/times'
import { bookingView } from '../testing/fixtures'
import { RescheduleDialog, type SlotPickerProps } from './reschedule-dialog'

const bookingId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const hourMs = 3_600_000

const text = (language: 'ar' | 'en', key: string, params?: Record<string, string | number>) =>
  translate(language, key, params).replace(/\s+/g, ' ')

/** Stands for the schedules feature's picker, which the page composes: two free times. */
const picker = (slots: string[]) =>
  function FakePicker({ value, onChange }: SlotPickerProps) {
    return (
      <div>
        {slots.map((start) => (
          <button key={start} type="button" aria-pressed={value === start} onClick={() => onChange(start)}>
            {start}
          </button>
        ))}
      </div>
    )
  }

const loadTexts = () =>
  Promise.all([i18n.loadNamespaces(['bookingChanges']), englishI18n.loadNamespaces(['bookingChanges'])])

describe('RescheduleDialog (issue 12 §2: once, until 24 hours before)', () => {
  it('explains the rule, moves the booking to the chosen time and says the new one', async () => {
    const startsAt = new Date(Date.now() + 72 * hourMs).toISOString()
    const later = new Date(Date.now() + 96 * hourMs).toISOString()
    const fetch = stubApi(({ method, path, body }) =>
      method === 'POST' && path === `/bookings/${bookingId}/reschedule`
        ? { body: bookingView({ startsAt: (body as { startsAt: string }).startsAt, rescheduleCount: 1 }) }
        : undefined,
    )
    await loadTexts()
    const onClose = vi.fn()
    const Picker = picker([later])
    const user = userEvent.setup()
    await renderWithProviders(
      <RescheduleDialog
        booking={{ id: bookingId, status: 'opened', startsAt, rescheduleCount: 0 }}
        renderSlotPicker={(props) => <Picker {...props} />}
        onClose={onClose}
      />,
    )
    expect(await screen.findByText(text('ar', 'bookingChanges:reschedule.rule', { hours: 24 }))).toBeVisible()
    expect(
      screen.getByText(text('ar', 'bookingChanges:reschedule.current', dayAndTime(startsAt, 'ar'))),
    ).toBeVisible()
    const confirm = screen.getByRole('button', { name: text('ar', 'bookingChanges:reschedule.confirm') })
    expect(confirm).toBeDisabled()

    await user.click(screen.getByRole('button', { name: later }))
    expect(screen.getByRole('status')).toHaveTextContent(
      text('ar', 'bookingChanges:reschedule.chosen', dayAndTime(later, 'ar')),
    )
    await user.click(confirm)
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toEqual({ startsAt: later })
    expect(
      await screen.findByText(text('ar', 'bookingChanges:reschedule.done', dayAndTime(later, 'ar'))),
    ).toBeInTheDocument()
  })

  it("says SPEC 8's message when someone took the time first, and clears the choice", async () => {
    const startsAt = new Date(Date.now() + 72 * hourMs).toISOString()
    const later = new Date(Date.now() + 96 * hourMs).toISOString()
    stubApi(({ method }) => (method === 'POST' ? apiError(409, 'SLOT_TAKEN') : undefined))
    await loadTexts()
    const onClose = vi.fn()
    const Picker = picker([later])
    const user = userEvent.setup()
    await renderWithProviders(
      <RescheduleDialog
        booking={{ id: bookingId, status: 'opened', startsAt, rescheduleCount: 0 }}
        renderSlotPicker={(props) => <Picker {...props} />}
        onClose={onClose}
      />,
      { language: 'en' },
    )
    await user.click(await screen.findByRole('button', { name: later }))
    await user.click(screen.getByRole('button', { name: 'Move booking' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone had already chosen this date before with the same doctor, please choose another date.',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Choose a new day and time.')
    expect(screen.getByRole('button', { name: 'Move booking' })).toBeDisabled()
    expect(onClose).not.toHaveBeenCalled()
  })

  it('offers no time for a booking already moved once, or less than 24 hours away', async () => {
    stubApi()
    await loadTexts()
    const Picker = picker([new Date(Date.now() + 96 * hourMs).toISOString()])
    for (const booking of [
      { startsAt: new Date(Date.now() + 72 * hourMs).toISOString(), rescheduleCount: 1 },
      { startsAt: new Date(Date.now() + 23 * hourMs).toISOString(), rescheduleCount: 0 },
    ]) {
      const { unmount } = await renderWithProviders(
        <RescheduleDialog
          booking={{ id: bookingId, status: 'opened', ...booking }}
          renderSlotPicker={(props) => <Picker {...props} />}
          onClose={vi.fn()}
        />,
        { language: 'en' },
      )
      expect(
        await screen.findByText(text('en', 'bookingChanges:reschedule.cannot', { hours: 24 })),
      ).toBeVisible()
      expect(screen.queryByRole('button', { pressed: false })).toBeNull()
      expect(screen.getByRole('button', { name: 'Move booking' })).toBeDisabled()
      unmount()
    }
  })
})
