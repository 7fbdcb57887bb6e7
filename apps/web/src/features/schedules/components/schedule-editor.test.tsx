import { emptyWeekPlan, type ScheduleView } from '@app/domain/schedules'
import { resources, translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { ScheduleEditor } from './schedule-editor'

const ar = resources.ar.schedules
const overlap = resources.ar.validation.schedule.overlap

function schedule(): ScheduleView {
  const week = emptyWeekPlan()
  week.sa = { checked: true, ranges: [{ start: '09:00', end: '13:00' }] }
  return { timeslotMinutes: 15, defaultWeek: week, weeks: {}, days: {} }
}

const group = (day: string, number: number) =>
  screen.getByRole('group', {
    name: translate('ar', 'schedules:range.group', { day, number }),
  })

describe('ScheduleEditor', () => {
  it('shows the overlap message on the period that overlaps and saves nothing', async () => {
    const fetchSpy = stubApi()
    await i18n.loadNamespaces(['schedules', 'validation'])
    const user = userEvent.setup()
    await renderWithProviders(<ScheduleEditor doctorId={null} schedule={schedule()} />)
    const saturday = ar.dayNames.sa

    await user.click(await screen.findByRole('button', { name: ar.range.addTo.replace('{{day}}', saturday) }))
    const second = group(saturday, 2)
    pickValue(within(second).getByLabelText(ar.range.start), '12:00')
    pickValue(within(second).getByLabelText(ar.range.end), '14:00')

    expect(await within(second).findByText(overlap)).toBeInTheDocument()
    expect(second).toHaveAccessibleDescription(overlap)
    expect(within(group(saturday, 1)).queryByText(overlap)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: ar.actions.save }))
    expect(await screen.findByText(ar.invalid)).toBeInTheDocument()
    expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false)

    // Moving the period after the first one clears the message; the whole schedule then goes in one PUT.
    pickValue(within(second).getByLabelText(ar.range.start), '13:00')
    await vi.waitFor(() => expect(within(second).queryByText(overlap)).not.toBeInTheDocument())
  })

  it('saves the whole plan in one request, with midnight as the end of the day', async () => {
    const fetchSpy = stubApi(({ method, path, body }) =>
      method === 'PUT' && path === '/doctors/me/schedule' ? { body } : undefined,
    )
    await i18n.loadNamespaces(['schedules', 'validation'])
    const user = userEvent.setup()
    await renderWithProviders(<ScheduleEditor doctorId={null} schedule={schedule()} />)
    const friday = ar.dayNames.fr

    await user.click(await screen.findByRole('checkbox', { name: friday }))
    const range = group(friday, 1)
    pickValue(within(range).getByLabelText(ar.range.start), '20:00')
    pickValue(within(range).getByLabelText(ar.range.end), '00:00')
    await user.click(screen.getByRole('button', { name: ar.actions.save }))

    await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true))
    const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')
    const sent = JSON.parse(String(put?.[1]?.body)) as ScheduleView
    expect(sent.defaultWeek.fr).toEqual({ checked: true, ranges: [{ start: '20:00', end: '24:00' }] })
    expect(sent.defaultWeek.sa.ranges).toEqual([{ start: '09:00', end: '13:00' }])
    expect(sent.timeslotMinutes).toBe(15)
    expect(await screen.findByText(ar.saved)).toBeInTheDocument()
  })
})
