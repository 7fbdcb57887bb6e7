import { addCalendarDays, emptyWeekPlan, type ScheduleView } from '@app/domain/schedules'
import { cairoDate } from '@app/domain/shared'
import { resources, translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { formatDayHeading } from '../lib/egypt-time'
import { scheduleToForm, type ScheduleFormValues } from '../lib/schedule-form'
import { MonthsView } from './months-view'
import { ScheduleEditor } from './schedule-editor'

const ar = resources.ar.schedules
// The clock stands on a Tuesday in Cairo, so "tomorrow" is a Wednesday, a day the weekly plan below leaves
// empty. (Run on a Friday, tomorrow was the plan's Saturday, and the saved day held a second range.)
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') })
afterAll(() => vi.useRealTimers())
const today = cairoDate(new Date())
const tomorrow = addCalendarDays(today, 1)

function schedule(days: ScheduleView['days'] = {}): ScheduleView {
  const week = emptyWeekPlan()
  week.sa = { checked: true, ranges: [{ start: '09:00', end: '13:00' }] }
  return { timeslotMinutes: 15, defaultWeek: week, weeks: {}, days }
}

const group = (day: string, number: number) =>
  screen.getByRole('group', { name: translate('ar', 'schedules:range.group', { day, number }) })

async function sentSchedule(fetchSpy: ReturnType<typeof stubApi>): Promise<ScheduleView> {
  await vi.waitFor(() => expect(fetchSpy.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true))
  const put = fetchSpy.mock.calls.find(([, init]) => init?.method === 'PUT')
  return JSON.parse(String(put?.[1]?.body)) as ScheduleView
}

describe("a period's own timeslot length (issue 41 §4)", () => {
  it('lets a customised day have 10-minute slots by keyboard, leaving the schedule at 15', async () => {
    const fetchSpy = stubApi(({ method, path, body }) =>
      method === 'PUT' && path === '/doctors/me/schedule' ? { body } : undefined,
    )
    await i18n.loadNamespaces(['schedules', 'validation'])
    const user = userEvent.setup()
    await renderWithProviders(<ScheduleEditor doctorId={null} schedule={schedule()} />)
    const heading = formatDayHeading(tomorrow, 'ar', true)

    await user.click(await screen.findByRole('button', { name: ar.customDays.add }))
    await user.click(
      screen.getByRole('button', { name: translate('ar', 'schedules:range.addTo', { day: heading }) }),
    )
    const period = group(heading, 1)
    pickValue(within(period).getByLabelText(ar.range.start), '20:00')
    pickValue(within(period).getByLabelText(ar.range.end), '21:00')

    // The length follows the end time in the keyboard order, labelled, and starts at the schedule's.
    within(period).getByLabelText(ar.range.end).focus()
    await user.tab()
    const length = within(period).getByRole('combobox', { name: ar.range.timeslot })
    expect(length).toHaveFocus()
    expect(length).toHaveDisplayValue('المدة العامة (١٥ دقيقة)')
    await user.selectOptions(length, '10')
    expect(length).toHaveDisplayValue('١٠ دقائق')

    // The weekly Saturday keeps no length of its own.
    expect(within(group(ar.dayNames.sa, 1)).getByRole('combobox', { name: ar.range.timeslot })).toHaveValue(
      '',
    )

    await user.click(screen.getByRole('button', { name: ar.actions.save }))
    const sent = await sentSchedule(fetchSpy)
    expect(sent.timeslotMinutes).toBe(15)
    expect(sent.days[tomorrow]).toEqual([{ start: '20:00', end: '21:00', timeslotMinutes: 10 }])
    expect(sent.defaultWeek.sa.ranges).toEqual([{ start: '09:00', end: '13:00' }])
    expect(sent.defaultWeek.sa.ranges[0]).not.toHaveProperty('timeslotMinutes')
  })

  it("shows a saved period's length, and going back to the schedule's drops it", async () => {
    const fetchSpy = stubApi(({ method, path, body }) =>
      method === 'PUT' && path === '/doctors/me/schedule' ? { body } : undefined,
    )
    await i18n.loadNamespaces(['schedules', 'validation'])
    const user = userEvent.setup()
    const saved = schedule({ [tomorrow]: [{ start: '18:00', end: '24:00', timeslotMinutes: 30 }] })
    await renderWithProviders(<ScheduleEditor doctorId={null} schedule={saved} />)
    const period = group(formatDayHeading(tomorrow, 'ar', true), 1)
    const length = within(period).getByRole('combobox', { name: ar.range.timeslot })
    expect(length).toHaveValue('30')

    // The schedule's own length changes the default the period would follow.
    await user.selectOptions(screen.getByRole('combobox', { name: ar.timeslot.label }), '20')
    await user.selectOptions(length, '')
    expect(length).toHaveDisplayValue('المدة العامة (٢٠ دقيقة)')

    await user.click(screen.getByRole('button', { name: ar.actions.save }))
    const sent = await sentSchedule(fetchSpy)
    expect(sent.timeslotMinutes).toBe(20)
    expect(sent.days[tomorrow]).toEqual([{ start: '18:00', end: '24:00' }])
    expect(sent.days[tomorrow]?.[0]).not.toHaveProperty('timeslotMinutes')
  })

  it('names the own length of a period in the months view', async () => {
    stubApi()
    await i18n.loadNamespaces(['schedules'])
    function Form({
      children,
    }: {
      children: (form: ReturnType<typeof useForm<ScheduleFormValues>>) => ReactNode
    }) {
      const form = useForm<ScheduleFormValues>({
        defaultValues: scheduleToForm(
          schedule({ [today]: [{ start: '20:00', end: '22:00', timeslotMinutes: 10 }] }),
        ),
      })
      return <FormProvider {...form}>{children(form)}</FormProvider>
    }
    await renderWithProviders(<Form>{(form) => <MonthsView control={form.control} />}</Form>)
    expect(await screen.findByRole('img', { name: /١٠ دقائق لكل موعد/ })).toBeInTheDocument()
  })
})
