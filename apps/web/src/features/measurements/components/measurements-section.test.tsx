import type { MeasurementItem } from '@app/domain/measurements'
import { cairoDate } from '@app/domain/shared'
import { resources } from '@app/i18n'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { apiError, renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { MeasurementsSection } from './measurements-section'

const ar = resources.ar.measurements
const en = resources.en.measurements

const item = (id: string, kind: 'height' | 'weight', value: number, measuredOn: string): MeasurementItem => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  kind,
  value,
  measuredOn,
  createdAt: `${measuredOn}T10:00:00.000Z`,
})

// Newest first, as the API lists them.
const history = [
  item('1', 'height', 171, '2026-03-01'),
  item('2', 'weight', 72.5, '2026-02-10'),
  item('3', 'weight', 75, '2026-01-05'),
  item('4', 'height', 170, '2025-06-01'),
]

async function render(language: 'ar' | 'en' = 'ar', fileId?: string) {
  await Promise.all([i18n.loadNamespaces(['measurements']), englishI18n.loadNamespaces(['measurements'])])
  return renderWithProviders(<MeasurementsSection {...(fileId ? { fileId } : {})} />, { language })
}

describe('MeasurementsSection (SPEC 2.8 height and weight)', () => {
  it('shows the latest height and weight with their days in Arabic digits, and a chart of each', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/measurements' ? { body: { items: history } } : undefined,
    )
    await render()
    const height = await screen.findByRole('region', { name: ar.kinds.height })
    expect(within(height).getAllByText('١٧١ سم')[0]).toBeInTheDocument()
    expect(within(height).getByText(/آخر قياس، ١ مارس ٢٠٢٦/)).toBeInTheDocument()
    const chart = within(height).getByRole('img', { name: 'الطول عبر الوقت' })
    expect(chart).toHaveAccessibleDescription(/قياسان من .*الأدنى ١٧٠ سم، والأعلى ١٧١ سم/)
    expect(chart.querySelectorAll('circle')).toHaveLength(2)
    const weight = screen.getByRole('region', { name: ar.kinds.weight })
    expect(within(weight).getAllByText('٧٢٫٥ كجم')[0]).toBeInTheDocument()
    expect(within(weight).getByRole('table', { name: 'سجل الوزن' })).toBeInTheDocument()
  })

  it('reads English in English, and asks for a family member’s file by its id', async () => {
    const spy = stubApi(({ method, path }) =>
      method === 'GET' && path.startsWith('/measurements') ? { body: { items: history } } : undefined,
    )
    await render('en', '11111111-1111-4111-8111-111111111111')
    const weight = await screen.findByRole('region', { name: en.kinds.weight })
    expect(within(weight).getAllByText('72.5 kg')[0]).toBeInTheDocument()
    expect(within(weight).getByText('Latest, February 10, 2026')).toBeInTheDocument()
    expect(spy.mock.calls.map(([url]) => String(url))).toContain(
      '/api/v1/measurements?fileId=11111111-1111-4111-8111-111111111111',
    )
  })

  it('says what to do when there is nothing yet', async () => {
    stubApi(({ method, path }) =>
      method === 'GET' && path === '/measurements' ? { body: { items: [] } } : undefined,
    )
    await render()
    expect(await screen.findByText(ar.empty)).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })

  it('adds a weight typed in Arabic-Indic digits, dated today in Egypt by default', async () => {
    const spy = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/measurements') return { body: { items: history } }
      if (method === 'POST' && path === '/measurements')
        return {
          status: 201,
          body: {
            ...(body as object),
            id: item('9', 'weight', 70, '2026-01-01').id,
            createdAt: '2026-03-02T10:00:00.000Z',
          },
        }
      return undefined
    })
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: ar.add }))
    const dialog = await screen.findByRole('dialog', { name: ar.form.title })
    expect(within(dialog).getByRole('radio', { name: ar.kinds.weight })).toBeChecked()
    const value = within(dialog).getByLabelText(new RegExp(ar.form.value.weight.replace(/[()]/g, '\\$&')))
    expect(value).toHaveAttribute('inputmode', 'decimal')
    expect(within(dialog).getByLabelText(new RegExp(ar.form.measuredOn))).toHaveValue(cairoDate(new Date()))
    await user.type(value, '٧٢٫٥')
    await user.click(within(dialog).getByRole('button', { name: ar.form.submit }))
    await vi.waitFor(() => expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true))
    const post = spy.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      kind: 'weight',
      value: 72.5,
      measuredOn: cairoDate(new Date()),
    })
    expect(await screen.findByText(ar.toasts.added)).toBeInTheDocument()
  })

  it('refuses a value out of range on its field before sending, and shows the server’s refusal on its field', async () => {
    const spy = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/measurements') return { body: { items: [] } }
      if (method === 'POST' && path === '/measurements') {
        const refusal = apiError(400, 'VALIDATION_FAILED')
        return {
          status: 400,
          body: {
            error: {
              ...refusal.body.error,
              issues: [{ path: 'measuredOn', code: 'validation:measurement.beforeBirthday' }],
            },
          },
        }
      }
      return undefined
    })
    const user = userEvent.setup()
    await render()
    await user.click(await screen.findByRole('button', { name: ar.add }))
    const dialog = await screen.findByRole('dialog', { name: ar.form.title })
    expect(within(dialog).getByRole('radio', { name: ar.kinds.height })).toBeChecked()
    const value = within(dialog).getByLabelText(new RegExp(ar.form.value.height.replace(/[()]/g, '\\$&')))
    await user.type(value, '٣٠٠')
    await user.click(within(dialog).getByRole('button', { name: ar.form.submit }))
    expect(await within(dialog).findByText('يجب أن يكون الطول بين ٣٠ و٢٥٠ سم.')).toBeInTheDocument()
    expect(spy.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false)

    await user.clear(value)
    await user.type(value, '120')
    await user.click(within(dialog).getByRole('button', { name: ar.form.submit }))
    expect(
      await within(dialog).findByText(resources.ar.validation.measurement.beforeBirthday),
    ).toBeInTheDocument()
    expect(screen.getByRole('dialog', { name: ar.form.title })).toBeInTheDocument()
  })

  it('deletes a measurement after a confirmation', async () => {
    const spy = stubApi(({ method, path }) => {
      if (method === 'GET' && path === '/measurements') return { body: { items: history } }
      if (method === 'DELETE') return { status: 204 }
      return undefined
    })
    const user = userEvent.setup()
    await render()
    const weight = await screen.findByRole('region', { name: ar.kinds.weight })
    const buttons = within(weight).getAllByRole('button', { name: /^حذف الوزن/ })
    await user.click(buttons[0]!)
    const confirm = await screen.findByRole('dialog', { name: ar.delete.title })
    expect(confirm).toHaveTextContent('سيُحذف الوزن ٧٢٫٥ كجم بتاريخ ١٠ فبراير ٢٠٢٦ من السجل.')
    await user.click(within(confirm).getByRole('button', { name: ar.delete.confirm }))
    await vi.waitFor(() =>
      expect(
        spy.mock.calls.some(
          ([url, init]) => init?.method === 'DELETE' && String(url).endsWith(history[1]!.id),
        ),
      ).toBe(true),
    )
    expect(await screen.findByText(ar.toasts.deleted)).toBeInTheDocument()
  })
})
