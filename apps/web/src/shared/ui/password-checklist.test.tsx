import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import en from '../../../../../packages/i18n/src/locales/en/validation.json'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { PasswordChecklist } from './password-checklist'

const ruleState = (text: string) => screen.getByText(text).closest('li')?.getAttribute('data-ok')

describe('PasswordChecklist', () => {
  it('marks each rule as met or not met as the password changes', async () => {
    stubApi()
    const { rerender } = await renderWithProviders(<PasswordChecklist password="ab c" />, { language: 'en' })
    expect(ruleState(en.password.withoutSpaces)).toBe('false')
    expect(ruleState(en.password.atLeast6)).toBe('false')
    expect(ruleState(en.password.atLeastOneLower)).toBe('true')
    expect(ruleState(en.password.atLeastOneCaps)).toBe('false')

    rerender(<PasswordChecklist password="Abcdef1" />)
    for (const rule of [
      'withoutSpaces',
      'atLeast6',
      'atLeastOneLower',
      'atLeastOneCaps',
      'englishOnly',
    ] as const) {
      expect(ruleState(en.password[rule]), rule).toBe('true')
    }
  })

  it('refuses Arabic letters (English letters, numbers and symbols only)', async () => {
    stubApi()
    await renderWithProviders(<PasswordChecklist password="Abcdefس" />, { language: 'en' })
    expect(ruleState(en.password.englishOnly)).toBe('false')
  })
})
