import { translate } from '@app/i18n'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { SendTopicNotification } from './send-topic-notification'

afterEach(() => vi.unstubAllGlobals())

const t = (key: string, params?: Record<string, string | number>) => translate('en', key, params)

describe('SendTopicNotification (issue 10 §3)', () => {
  it('counts the recipients, previews both languages, and sends once per key', async () => {
    const sends: { idempotencyKey: string; topic: string; language?: string }[] = []
    const fetch = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path.startsWith('/topic-notifications/count'))
        return { body: { recipients: path.includes('language=en') ? 3 : 12 } }
      if (method === 'POST' && path === '/topic-notifications') {
        sends.push(body as (typeof sends)[number])
        return {
          status: 201,
          body: {
            id: '3f0c8a52-55c4-4c3a-9a51-3b0b1c2d3e4f',
            ...(body as object),
            language: 'en',
            status: 'sending',
            recipients: 3,
            delivered: 0,
            pushSent: 0,
            pushFailed: 0,
            createdAt: '2026-11-25T10:00:00.000Z',
            finishedAt: null,
          },
        }
      }
      return undefined
    })
    await renderWithProviders(<SendTopicNotification />, { language: 'en' })
    expect(
      await screen.findByText(t('topicNotifications:recipients', { count: 12, formatted: '12' })),
    ).toBeVisible()
    await userEvent.click(screen.getByRole('combobox', { name: t('topicNotifications:language') }))
    await userEvent.click(screen.getByRole('option', { name: t('topicNotifications:languages.en') }))
    expect(
      await screen.findByText(t('topicNotifications:recipients', { count: 3, formatted: '3' })),
    ).toBeVisible()

    // Empty texts: the fields say so and nothing is asked.
    await userEvent.click(screen.getByRole('button', { name: t('topicNotifications:send') }))
    expect(screen.getAllByText(t('validation:required'))).toHaveLength(4)
    expect(screen.queryByRole('dialog')).toBeNull()

    for (const [name, value] of [
      ['titleAr', 'عنوان'],
      ['titleEn', 'Title'],
      ['bodyAr', 'نص'],
      ['bodyEn', 'Body'],
    ] as const) {
      await userEvent.click(
        screen.getByRole('textbox', { name: new RegExp(t(`topicNotifications:${name}`)) }),
      )
      await userEvent.paste(value)
    }
    const arPreview = screen.getByRole('region', {
      name: t('topicNotifications:previewAs', { language: t('topicNotifications:languages.ar') }),
    })
    expect(arPreview).toHaveTextContent('عنوان')
    expect(arPreview).toHaveTextContent('نص')
    await userEvent.click(screen.getByRole('button', { name: t('topicNotifications:send') }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(t('topicNotifications:confirmBody', { count: 3, formatted: '3' }))
    await userEvent.dblClick(within(dialog).getByRole('button', { name: t('topicNotifications:send') }))
    expect(await screen.findByText(t('topicNotifications:sent'))).toBeVisible()
    await waitFor(() => expect(sends.length).toBeGreaterThan(0))
    // However many requests a double click makes, they carry one key: the server keeps one send.
    expect(new Set(sends.map((s) => s.idempotencyKey)).size).toBe(1)
    expect(sends[0]).toMatchObject({ topic: 'everyone', language: 'en', titleAr: 'عنوان', bodyEn: 'Body' })
    expect(fetch).toHaveBeenCalled()
  }, 30_000)
})
