import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { translate } from '@app/i18n'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PasswordChecklist } from './password-checklist'

// The rules' texts as shown: their numbers (the minimum length) are parameters.
const ruleState = (rule: string) =>
  screen
    .getByText(translate('en', `validation:password.${rule}`))
    .closest('li')
    ?.getAttribute('data-ok')

describe('PasswordChecklist', () => {
  it('marks each rule as met or not met as the password changes', async () => {
    stubApi()
    const { rerender } = await renderWithProviders(<PasswordChecklist password="ab c" />, { language: 'en' })
    expect(ruleState('withoutSpaces')).toBe('false')
    expect(ruleState('atLeast6')).toBe('false')
    expect(ruleState('atLeastOneLower')).toBe('true')
    expect(ruleState('atLeastOneCaps')).toBe('false')

    rerender(<PasswordChecklist password="Abcdef1" />)
    for (const rule of [
      'withoutSpaces',
      'atLeast6',
      'atLeastOneLower',
      'atLeastOneCaps',
      'englishOnly',
    ] as const) {
      expect(ruleState(rule), rule).toBe('true')
    }
  })

  it('refuses Arabic letters (English letters, numbers and symbols only)', async () => {
    stubApi()
    await renderWithProviders(<PasswordChecklist password="Abcdefس" />, { language: 'en' })
    expect(ruleState('englishOnly')).toBe('false')
  })
})
