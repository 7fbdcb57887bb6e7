import type { CentreHours, CentreHoursView } from '@app/domain/centres/schemas'
import { resources, translate } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { i18n } from '#web/shared/lib/i18n'
import { pickValue, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { HoursEditor } from './hours-editor'

const ar = resources.ar.centres.hours
const en = resources.en.centres.hours

const saturdayMorning: CentreHoursView = {
  days: [{ weekday: 6, ranges: [{ opens: '09:00', closes: '13:00' }] }],
}

const putsOf = (spy: ReturnType<typeof stubApi>) =>
  spy.mock.calls
    .filter(([url, init]) => init?.method === 'PUT' && String(url).includes('/centres/'))
    .map(([, init]) => JSON.parse(String(init?.body)) as CentreHours)

const period = (day: string, number: number, language: 'ar' | 'en' = 'ar') =>
  screen.getByRole('group', { name: translate(language, 'centres:hours.period', { day, number }) })

describe('HoursEditor (issue 43 §1)', () => {
  it('shows the week from Saturday in Arabic, closed days as closed', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/centres/me/hours' ? { body: saturdayMorning } : undefined,
    )
    await i18n.loadNamespaces(['centres', 'validation'])
    await renderWithProviders(<HoursEditor centreId={null} />)
    const days = await screen.findAllByRole('checkbox')
    const names = Object.values(ar.dayNames)
    expect(days.map((box) => box.getAttribute('aria-label'))).toEqual(
      names.map((day) => translate('ar', 'centres:hours.openOn', { day })),
    )
    expect(names[0]).toBe('السبت')
    expect(days[0]).toBeChecked()
    expect(days[1]).not.toBeChecked()
    expect(within(period('السبت', 1)).getByLabelText(ar.opens)).toHaveValue('09:00')
    expect(screen.getAllByText(ar.closed)).toHaveLength(6)
  })

  it('opens Sunday 09:00–14:00 and saves the whole week, in English too', async () => {
    const spy = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/centres/c-9/hours') return { body: saturdayMorning }
      if (method === 'PUT' && path === '/centres/c-9/hours') {
        const week = body as CentreHours
        return { body: { days: week.days.filter((d) => d.ranges.length > 0) } }
      }
      return undefined
    })
    await i18n.loadNamespaces(['centres', 'validation'])
    const user = userEvent.setup()
    const dirty = vi.fn()
    await renderWithProviders(<HoursEditor centreId="c-9" onDirtyChange={dirty} />, { language: 'en' })
    await user.click(await screen.findByRole('checkbox', { name: 'Open on Sunday' }))
    // The page's leave guard hears of the unsaved change, and of its end once saved.
    expect(dirty).toHaveBeenLastCalledWith(true)
    const sunday = period('Sunday', 1, 'en')
    pickValue(within(sunday).getByLabelText(en.opens), '09:00')
    pickValue(within(sunday).getByLabelText(en.closes), '14:00')
    await user.click(screen.getByRole('button', { name: en.save }))

    expect(await screen.findByText(en.saved)).toBeInTheDocument()
    expect(dirty).toHaveBeenLastCalledWith(false)
    const [sent] = putsOf(spy)
    expect(sent?.days).toHaveLength(7)
    expect(sent?.days.find((d) => d.weekday === 0)?.ranges).toEqual([{ opens: '09:00', closes: '14:00' }])
    expect(sent?.days.find((d) => d.weekday === 6)?.ranges).toEqual([{ opens: '09:00', closes: '13:00' }])
    expect(sent?.days.find((d) => d.weekday === 5)?.ranges).toEqual([])
  })

  it('keeps two overlapping periods from being sent, and says so on the later one', async () => {
    const spy = stubApi(({ method, path }) =>
      method === 'GET' && path === '/centres/me/hours' ? { body: saturdayMorning } : undefined,
    )
    await i18n.loadNamespaces(['centres', 'validation'])
    const user = userEvent.setup()
    await renderWithProviders(<HoursEditor centreId={null} />)
    await user.click(
      await screen.findByRole('button', {
        name: translate('ar', 'centres:hours.addPeriodTo', { day: 'السبت' }),
      }),
    )
    const second = period('السبت', 2)
    pickValue(within(second).getByLabelText(ar.opens), '12:00')
    await user.click(screen.getByRole('button', { name: ar.save }))

    const overlap = resources.ar.validation.schedule.overlap
    expect(within(second).getByLabelText(ar.opens)).toHaveAccessibleDescription(overlap)
    expect(screen.getByRole('alert')).toHaveTextContent(ar.invalid)
    expect(putsOf(spy)).toEqual([])
  })

  it('shows the API’s issue on the field it names', async () => {
    stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/centres/me/hours') return { body: saturdayMorning }
      if (method === 'PUT')
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              params: {},
              message: 'x',
              requestId: 'test',
              // Saturday is the first day sent.
              issues: [{ path: 'days.0.ranges.0.closes', code: 'validation:schedule.endBeforeStart' }],
            },
          },
        }
      return undefined
    })
    await i18n.loadNamespaces(['centres', 'validation', 'errors'])
    const user = userEvent.setup()
    await renderWithProviders(<HoursEditor centreId={null} />)
    await user.click(await screen.findByRole('button', { name: ar.save }))
    const closes = within(period('السبت', 1)).getByLabelText(ar.closes)
    await vi.waitFor(() =>
      expect(closes).toHaveAccessibleDescription(resources.ar.validation.schedule.endBeforeStart),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(resources.ar.errors.VALIDATION_FAILED)
  })
})
