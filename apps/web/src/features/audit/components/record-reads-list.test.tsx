import type { RecordRead } from '@app/domain/audit'
import { resources } from '@app/i18n'
import { formatDateTime } from '@app/i18n/format'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { englishI18n, i18n } from '#web/shared/lib/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { RecordReadsList } from './record-reads-list'

const ar = resources.ar.audit.recordReads
const en = resources.en.audit.recordReads

const read = (n: number, reader: RecordRead['reader'], action = 'healthRecord.read'): RecordRead => ({
  id: String(n),
  // 21:30 UTC on 1 July is 00:30 on 2 July in Cairo (UTC+3 in summer).
  at: '2026-07-01T21:30:00.000Z',
  action,
  resource: `health-records/${n}`,
  reader,
})

async function render(language: 'ar' | 'en' = 'ar') {
  await Promise.all([i18n.loadNamespaces(['audit']), englishI18n.loadNamespaces(['audit'])])
  return renderWithProviders(<RecordReadsList />, { language })
}

describe('RecordReadsList (issue 11 §3)', () => {
  it('names a doctor, shows an admin as the service, with Egypt’s date and time and what was read', async () => {
    stubApi(({ path }) =>
      path === '/record-reads?page=1'
        ? {
            body: {
              items: [
                read(1, { role: 'doctor', name: 'سارة حسن' }),
                read(2, { role: 'admin', name: null }, 'patient.profile.read'),
                read(3, { role: null, name: null }, 'something.else'),
              ],
              total: 3,
              page: 1,
              pageSize: 10,
            },
          }
        : undefined,
    )
    await render()
    const section = await screen.findByRole('region', { name: ar.title })
    const items = await within(section).findAllByRole('listitem')
    expect(items[0]).toHaveTextContent(`سارة حسن (${ar.readers.doctor})`)
    expect(items[0]).toHaveTextContent(ar.actions.healthRecordRead)
    // Egypt's clock: already 2 July, half past midnight.
    expect(items[0]).toHaveTextContent(formatDateTime('2026-07-01T21:30:00.000Z', 'ar'))
    expect(formatDateTime('2026-07-01T21:30:00.000Z', 'en')).toMatch(/Jul 2, 2026.*12:30/)
    expect(items[1]).toHaveTextContent(ar.readers.admin)
    expect(items[1]).toHaveTextContent(ar.actions.patientProfileRead)
    expect(items[2]).toHaveTextContent(ar.readers.unknown)
    expect(items[2]).toHaveTextContent(ar.actions.other)
  })

  it('shows a pharmacy’s check and dispensing of a prescription, never by name (issue 45 §4)', async () => {
    stubApi(({ path }) =>
      path === '/record-reads?page=1'
        ? {
            body: {
              items: [
                read(1, { role: 'pharmacy', name: null }, 'prescription.dispense'),
                read(2, { role: 'pharmacy', name: null }, 'prescription.verify'),
              ],
              total: 2,
              page: 1,
              pageSize: 10,
            },
          }
        : undefined,
    )
    for (const language of ['ar', 'en'] as const) {
      const texts = language === 'ar' ? ar : en
      const { unmount } = await render(language)
      const items = await within(await screen.findByRole('region', { name: texts.title })).findAllByRole(
        'listitem',
      )
      expect(items[0]).toHaveTextContent(texts.readers.pharmacy)
      expect(items[0]).toHaveTextContent(texts.actions.prescriptionDispense)
      expect(items[1]).toHaveTextContent(texts.readers.pharmacy)
      expect(items[1]).toHaveTextContent(texts.actions.prescriptionVerify)
      unmount()
    }
  })

  it('says nobody else has opened the record when the list is empty', async () => {
    stubApi(({ path }) =>
      path.startsWith('/record-reads') ? { body: { items: [], total: 0, page: 1, pageSize: 10 } } : undefined,
    )
    await render('en')
    expect(await screen.findByText(en.empty)).toBeInTheDocument()
  })

  it('pages through the list', async () => {
    const spy = stubApi(({ path }) => {
      const page = Number(/page=(\d+)/.exec(path)?.[1] ?? 1)
      return path.startsWith('/record-reads')
        ? {
            body: {
              items: [read(page, { role: 'doctor', name: `Doctor ${page}` })],
              total: 12,
              page,
              pageSize: 10,
            },
          }
        : undefined
    })
    const user = userEvent.setup()
    await render('en')
    expect(await screen.findByText(`Doctor 1 (${en.readers.doctor})`)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: resources.en.common.pager.next }))
    expect(await screen.findByText(`Doctor 2 (${en.readers.doctor})`)).toBeInTheDocument()
    expect(spy.mock.calls.map(([url]) => String(url))).toContain('/api/v1/record-reads?page=2')
  })
})
