import { translate } from '@app/i18n'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { DialogsEditor } from './dialogs-editor'

const at = '2026-11-25T10:00:00.000Z'
const long = 'Before you end the consultation, check the health record and fill in every field.'

function api() {
  let saved = { ar: 'قبل إنهاء الاستشارة', en: long }
  return stubApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/dialogs/dr')
      return {
        body: {
          document: 'dr',
          items: [
            { key: 'call.ehrNotice', ...saved, updatedAt: at },
            { key: 'editor.intro', ar: 'مقدمة', en: 'Intro', updatedAt: at },
          ],
        },
      }
    if (method === 'PUT' && path === '/dialogs/dr/call.ehrNotice') {
      saved = body as typeof saved
      return { body: { key: 'call.ehrNotice', ...saved, updatedAt: '2026-11-25T11:00:00.000Z' } }
    }
    return undefined
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('DialogsEditor (issue 10 §2, SPEC 2.9)', () => {
  it('shows the tree with labels cut at 50 characters, and edits a leaf in 14-row fields with a live preview', async () => {
    const fetch = api()
    await renderWithProviders(<DialogsEditor />, { language: 'en' })
    const t = (key: string, params?: Record<string, string>) => translate('en', key, params)
    const leaf = await screen.findByRole('treeitem', {
      name: new RegExp(`^ehrNotice ${long.slice(0, 50)}…$`),
    })
    await userEvent.click(leaf)
    const field = screen.getByRole('textbox', { name: t('dialogs:markdown', { language: 'English' }) })
    expect(field).toHaveAttribute('rows', '14')

    await userEvent.clear(field)
    await userEvent.click(field)
    await userEvent.paste('Hi <b>x</b>')
    expect(await screen.findByText(t('validation:markdownHtml'))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: t('dialogs:save') })).toBeDisabled()

    await userEvent.clear(field)
    await userEvent.click(field)
    await userEvent.paste('Check **the record**')
    const preview = screen.getByRole('region', { name: t('dialogs:preview', { language: 'English' }) })
    expect(preview.querySelector('strong')?.textContent).toBe('the record')
    await userEvent.click(screen.getByRole('button', { name: t('dialogs:save') }))
    expect(await screen.findByText(t('dialogs:saved'))).toBeInTheDocument()
    // The dialogs query is read again after the save (SPEC 7.3).
    await waitFor(() =>
      expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/dialogs/dr')).length).toBe(2),
    )
    const put = fetch.mock.calls.find(
      ([url, init]) => init?.method === 'PUT' && String(url).includes('/dialogs/'),
    )
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      ar: 'قبل إنهاء الاستشارة',
      en: 'Check **the record**',
    })
  })
})
