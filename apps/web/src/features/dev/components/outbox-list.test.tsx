import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { OutboxList } from './outbox-list'

describe('OutboxList', () => {
  it('lists messages newest first with channel, recipient and an easy-to-read code', async () => {
    stubApi(({ path }) =>
      path === '/dev/outbox'
        ? {
            body: {
              items: [
                {
                  id: 'a',
                  channel: 'email',
                  to: 'mona@example.com',
                  subject: 'Verify your email',
                  body: 'Open http://127.0.0.1/verify-email?token=abc',
                  createdAt: '2026-05-01T09:00:00.000Z',
                },
                {
                  id: 'b',
                  channel: 'sms',
                  to: '01012345678',
                  subject: null,
                  body: 'Your code is 123456',
                  createdAt: '2026-05-01T10:00:00.000Z',
                },
              ],
            },
          }
        : undefined,
    )
    await renderWithProviders(<OutboxList />, { language: 'en' })
    const [first, second] = await screen.findAllByRole('article')
    expect(within(first as HTMLElement).getByText('SMS')).toBeInTheDocument()
    expect(within(first as HTMLElement).getByTestId('otp-code')).toHaveTextContent('123456')
    expect(within(second as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      'http://127.0.0.1/verify-email?token=abc',
    )
  })
})
