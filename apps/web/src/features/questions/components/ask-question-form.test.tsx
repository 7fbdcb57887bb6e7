import { translate } from '@app/i18n'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { AskQuestionForm } from './ask-question-form'

afterEach(() => vi.unstubAllGlobals())

const t = (key: string, params?: Record<string, string | number>) => translate('ar', key, params)

function api(sent: unknown[]) {
  return stubApi(({ method, path, body }) => {
    if (method === 'POST' && path === '/questions') {
      sent.push(body)
      return { status: 201, body: { id: crypto.randomUUID(), createdAt: '2026-12-07T09:30:00.000Z' } }
    }
    return undefined
  })
}

describe('AskQuestionForm (issue 45 §1 /help/ask)', () => {
  it('asks a visitor for the question and a mobile, takes Arabic-Indic digits, and confirms', async () => {
    const sent: unknown[] = []
    api(sent)
    await renderWithProviders(<AskQuestionForm signedIn={false} />, { language: 'ar' })
    await userEvent.click(await screen.findByRole('button', { name: t('legal:ask.send') }))
    expect(await screen.findByText(t('legal:problems.bodyRequired'))).toBeInTheDocument()
    expect(sent).toEqual([])
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(t('legal:ask.body')) }),
      'هل تقبلون التأمين؟',
    )
    await userEvent.type(screen.getByLabelText(new RegExp(t('common:phone.label'))), '١٠٠٩٩٩٨٨٧٦')
    await userEvent.click(screen.getByRole('button', { name: t('legal:ask.send') }))
    expect(await screen.findByRole('status')).toHaveTextContent(t('legal:ask.sent'))
    expect(sent).toEqual([{ body: 'هل تقبلون التأمين؟', name: '', mobile: '01009998876' }])
    await userEvent.click(screen.getByRole('button', { name: t('legal:ask.askAnother') }))
    expect(screen.getByRole('textbox', { name: new RegExp(t('legal:ask.body')) })).toHaveValue('')
  })

  it('sends only the question for a signed-in person, answered at their account', async () => {
    const sent: unknown[] = []
    api(sent)
    await renderWithProviders(<AskQuestionForm signedIn />, { language: 'ar' })
    expect(await screen.findByText(t('legal:ask.signedInNote'))).toBeInTheDocument()
    expect(screen.queryByLabelText(new RegExp(t('common:phone.label')))).toBeNull()
    await userEvent.type(
      screen.getByRole('textbox', { name: new RegExp(t('legal:ask.body')) }),
      'Where is my report?',
    )
    await userEvent.click(screen.getByRole('button', { name: t('legal:ask.send') }))
    expect(await screen.findByRole('status')).toHaveTextContent(t('legal:ask.sent'))
    expect(sent).toEqual([{ body: 'Where is my report?' }])
  })
})
