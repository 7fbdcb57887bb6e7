import { resources } from '@app/i18n'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { HelpSections } from './help-sections'

const contact = () => screen.getByRole('region', { name: /تواصل معنا|Contact/ })

describe('HelpSections', () => {
  it('sends an Arabic reader to Settings to delete the account, not to a message (decision 0020)', async () => {
    stubApi()
    await renderWithProviders(<HelpSections />)
    expect(contact()).toHaveTextContent(resources.ar.frame.menu.settings)
    expect(contact()).toHaveTextContent(resources.ar.accountDeletion.ask)
    expect(contact()).not.toHaveTextContent('رقمك المسجّل')
    expect(contact()).toHaveTextContent('٥ أيام عمل')
  })

  it('says the same in English', async () => {
    stubApi()
    await renderWithProviders(<HelpSections />, { language: 'en' })
    expect(contact()).toHaveTextContent(/open Settings/)
    expect(contact()).toHaveTextContent(resources.en.accountDeletion.ask)
    expect(contact()).not.toHaveTextContent(/registered number|date of birth/)
  })
})
