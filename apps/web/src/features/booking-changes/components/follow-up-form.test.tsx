import type { FollowUpOption } from '@app/domain/bookings'
import { translate } from '@app/i18n'
import { formatMoney } from '@app/i18n/format'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { FollowUpForm } from './follow-up-form'
import type { SlotPickerProps } from './reschedule-dialog'

const consultId = '6c0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const followUpId = '9f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f'
const dayMs = 86_400_000

const text = (language: 'ar' | 'en', key: string, params?: Record<string, string | number>) =>
  translate(language, key, params).replace(/\s+/g, ' ')

const option: FollowUpOption = {
  bookingId: consultId,
  allowed: true,
  refusal: null,
  until: new Date(Date.now() + 13 * dayMs).toISOString(),
  doctor: { id: '7d0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f', nameAr: 'د. منى سامي', nameEn: 'Dr Mona Samy' },
  practice: 'video',
  complaint: 'ألم في الحلق',
}

const slot = new Date(Date.now() + 3 * dayMs).toISOString()

function Picker({ value, onChange }: SlotPickerProps) {
  return (
    <button type="button" aria-pressed={value === slot} onClick={() => onChange(slot)}>
      {slot}
    </button>
  )
}

const loadTexts = () =>
  Promise.all([i18n.loadNamespaces(['bookingChanges']), englishI18n.loadNamespaces(['bookingChanges'])])

describe('FollowUpForm (issue 12 §4; SPEC 2.7, 4)', () => {
  it('shows the doctor, the deadline and only the free method, then books with the carried-over complaint', async () => {
    const fetch = stubApi(({ method, path }) =>
      method === 'POST' && path === `/bookings/${consultId}/follow-up`
        ? { status: 201, body: { bookingId: followUpId } }
        : undefined,
    )
    await loadTexts()
    const onBooked = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <FollowUpForm option={option} renderSlotPicker={(p) => <Picker {...p} />} onBooked={onBooked} />,
    )
    expect(await screen.findByText('د. منى سامي')).toBeVisible()
    expect(
      screen.getByText(text('ar', 'bookingChanges:followUp.until', { time: option.until ?? '' })),
    ).toBeVisible()
    expect(screen.getByText(text('ar', 'bookingChanges:followUp.free'))).toBeVisible()
    expect(screen.getByText(formatMoney(0, 'ar').replace(/\s+/g, ' '))).toBeVisible()
    expect(
      screen.getByRole('textbox', {
        name: new RegExp(text('ar', 'bookingChanges:followUp.complaint').replace('?', '\\?')),
      }),
    ).toHaveValue('ألم في الحلق')

    await user.click(screen.getByRole('button', { name: slot }))
    await user.click(screen.getByRole('button', { name: text('ar', 'bookingChanges:followUp.confirm') }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledWith(followUpId))
    const posted = fetch.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(posted[0]?.[1]?.body))).toMatchObject({
      startsAt: slot,
      complaint: 'ألم في الحلق',
    })
  })

  it('asks for a time before sending anything', async () => {
    const fetch = stubApi()
    await loadTexts()
    const user = userEvent.setup()
    await renderWithProviders(
      <FollowUpForm option={option} renderSlotPicker={(p) => <Picker {...p} />} onBooked={vi.fn()} />,
      { language: 'en' },
    )
    await user.click(await screen.findByRole('button', { name: 'Book free follow-up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You must choose Consult time before proceeding',
    )
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([])
  })

  it("says SPEC 8's message when the window closed meanwhile", async () => {
    stubApi(({ method }) => (method === 'POST' ? apiError(422, 'FOLLOW_UP_EXPIRED') : undefined))
    await loadTexts()
    const onBooked = vi.fn()
    const user = userEvent.setup()
    await renderWithProviders(
      <FollowUpForm option={option} renderSlotPicker={(p) => <Picker {...p} />} onBooked={onBooked} />,
      { language: 'en' },
    )
    await user.click(await screen.findByRole('button', { name: slot }))
    await user.click(screen.getByRole('button', { name: 'Book free follow-up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Sorry, you can't create follow-up visit beyond the duration allowed after Consult",
    )
    expect(onBooked).not.toHaveBeenCalled()
  })
})
