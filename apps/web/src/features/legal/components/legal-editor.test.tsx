import { translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { LegalEditor } from './legal-editor'

const v1 = {
  key: 'privacy',
  version: 1,
  ar: '# سياسة الخصوصية\n\nنحمي بياناتك.',
  en: '# Privacy policy\n\nWe protect your data.',
  publishedAt: '2026-12-06T10:00:00.000Z',
  publishedBy: null as string | null,
}

function api() {
  const items = [v1]
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/legal/privacy/versions') return { body: { key: 'privacy', items } }
    if (method === 'POST' && path === '/legal/privacy/versions') {
      const text = body as { ar: string; en: string }
      const published = {
        key: 'privacy',
        version: items.length + 1,
        ...text,
        publishedAt: '2026-12-07T09:30:00.000Z',
      }
      items.unshift({ ...published, publishedBy: 'Platform Admin' })
      return { status: 201, body: published }
    }
    return undefined
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('LegalEditor (issue 45 §1)', () => {
  it('edits a text in 14-row fields with a live preview and publishes version 2, listed in the history', async () => {
    const fetch = api()
    await renderWithProviders(<LegalEditor />, { language: 'en' })
    const t = (key: string, params?: Record<string, string | number>) => translate('en', key, params)
    expect(await screen.findByText(t('legal:editor.chooseText'))).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: t('legal:titles.privacy') }))
    const field = await screen.findByRole('textbox', {
      name: t('legal:editor.markdown', { language: 'English' }),
    })
    expect(field).toHaveAttribute('rows', '14')
    expect(screen.getByText('Version 1')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('legal:editor.publish', { version: 2 }) })).toBeDisabled()

    await userEvent.click(field)
    await userEvent.paste(' <img src=x>')
    expect(await screen.findByText(t('validation:markdownHtml'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('legal:editor.publish', { version: 2 }) })).toBeDisabled()

    await userEvent.clear(field)
    await userEvent.click(field)
    await userEvent.paste('# Privacy policy\n\nWe keep **health data** safe.')
    const preview = screen.getByRole('region', { name: t('legal:editor.preview', { language: 'English' }) })
    expect(preview.querySelector('strong')?.textContent).toBe('health data')
    await userEvent.click(screen.getByRole('button', { name: t('legal:editor.publish', { version: 2 }) }))
    expect(await screen.findByText(t('legal:editor.published', { version: 2 }))).toBeInTheDocument()
    // The versions are read again: version 2, by its admin, above version 1; the next to publish is 3.
    expect(await screen.findByText('Version 2')).toBeInTheDocument()
    expect(screen.getByText(/Platform Admin/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('legal:editor.publish', { version: 3 }) })).toBeDisabled()
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      ar: v1.ar,
      en: '# Privacy policy\n\nWe keep **health data** safe.',
    })
  })

  it('speaks Arabic: the texts, the fields and the history with Arabic-Indic digits', async () => {
    api()
    await renderWithProviders(<LegalEditor />, { language: 'ar' })
    await userEvent.click(await screen.findByRole('button', { name: 'سياسة الخصوصية' }))
    expect(await screen.findByRole('textbox', { name: 'ماركداون (العربية)' })).toHaveValue(v1.ar)
    expect(screen.getByRole('heading', { name: 'تعديل: سياسة الخصوصية' })).toBeInTheDocument()
    expect(screen.getByText('الإصدار ١')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'نشر الإصدار ٢' })).toBeDisabled()
    await waitFor(() => expect(screen.getByText(/الإصدار الأول/)).toBeInTheDocument())
  })
})
