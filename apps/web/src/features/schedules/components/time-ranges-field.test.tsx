import { cairoDate } from '@app/domain/shared'
import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { scheduleToForm, type ScheduleFormValues } from '../lib/schedule-form'
import { MonthsView } from './months-view'
import { TimeRangesField } from './time-ranges-field'

const ar = resources.ar.schedules

// A customised day of today's month (the months view starts there) with an evening period to the end of the day.
const today = cairoDate(new Date())
const values = (): ScheduleFormValues => ({
  ...scheduleToForm(undefined),
  days: { [today]: [{ start: '20:00', end: '00:00' }] },
})

function Form({
  children,
}: {
  children: (form: ReturnType<typeof useForm<ScheduleFormValues>>) => ReactNode
}) {
  const form = useForm<ScheduleFormValues>({ defaultValues: values() })
  return <FormProvider {...form}>{children(form)}</FormProvider>
}

describe('a period ending at midnight (issue 41 §4)', () => {
  it("says under the end field that 00:00 is midnight, the end of the day, not '12:00 AM'", async () => {
    stubApi()
    await i18n.loadNamespaces(['schedules'])
    await renderWithProviders(
      <Form>{() => <TimeRangesField name={`days.${today}`} dayLabel="اليوم" />}</Form>,
    )
    expect(await screen.findByText('١٢:٠٠ منتصف الليل: نهاية اليوم')).toBeVisible()
    expect(ar.range.endOfDay).toContain('{{time}}')
  })

  it('names the period in the month view on the 12-hour clock, ending at midnight', async () => {
    stubApi()
    await i18n.loadNamespaces(['schedules'])
    await renderWithProviders(<Form>{(form) => <MonthsView control={form.control} />}</Form>)
    const day = await screen.findByRole('img', { name: /٨:٠٠ م–١٢:٠٠ منتصف الليل/ })
    expect(day).toBeInTheDocument()
  })
})
