import { translate } from '@app/i18n'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders, stubApi } from '#web/testing/render-with-providers'
import { LegalIndex } from './legal-index'
import { LegalPage } from './legal-page'
import { SignUpLegalNote } from './sign-up-legal-note'

const terms = {
  key: 'terms',
  version: 3,
  ar: '# من يستخدم صحّة\n\nيجب أن يكون عمرك **١٨ عامًا على الأقل**.',
  en: '# Who may use Sehha\n\nYou must be **at least 18 years old**.',
  publishedAt: '2026-12-06T10:00:00.000Z',
}

function api() {
  return stubApi(({ method, path }) =>
    method === 'GET' && path === '/legal/terms' ? { body: terms } : undefined,
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('LegalPage (issue 45 §1)', () => {
  it('shows the terms in Arabic with their date in ar-EG and their version in Arabic-Indic digits', async () => {
    api()
    await renderWithProviders(<LegalPage legalKey="terms" />, { language: 'ar' })
    expect(await screen.findByRole('heading', { level: 1, name: 'شروط الاستخدام' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'من يستخدم صحّة' })).toBeInTheDocument()
    expect(screen.getByText('١٨ عامًا على الأقل').tagName).toBe('STRONG')
    const updated = screen.getByText(/^آخر تحديث/)
    expect(updated.textContent).toContain('٦ ديسمبر ٢٠٢٦')
    expect(updated.textContent).toContain('الإصدار ٣')
  })

  it('shows them in English with the English date and version', async () => {
    api()
    await renderWithProviders(<LegalPage legalKey="terms" />, { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Who may use Sehha' })).toBeInTheDocument()
    expect(screen.getByText('Last updated December 6, 2026 · version 3')).toBeInTheDocument()
  })
})

describe('the /help index and the sign-up note (issue 45 §1)', () => {
  it('links the seven pages, each with what it covers', async () => {
    await renderWithProviders(<LegalIndex hrefOf={(key) => `/help/${key}`} />, { language: 'en' })
    const links = await screen.findAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/help/about',
      '/help/contact',
      '/help/terms',
      '/help/doctor-terms',
      '/help/doctors-agreement',
      '/help/privacy',
      '/help/refunds',
    ])
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeInTheDocument()
    expect(screen.getByText(translate('en', 'legal:descriptions.refunds'))).toBeInTheDocument()
  })

  it('says that signing up accepts the terms and the privacy policy, with links, in Arabic and English', async () => {
    const { unmount } = await renderWithProviders(
      <SignUpLegalNote termsHref="/help/terms" privacyHref="/help/privacy" />,
      { language: 'ar' },
    )
    expect(await screen.findByRole('link', { name: 'شروط الاستخدام' })).toHaveAttribute('href', '/help/terms')
    expect(screen.getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/help/privacy')
    expect(screen.getByText(/بالتسجيل فإنك توافق على/).textContent).toBe(
      'بالتسجيل فإنك توافق على شروط الاستخدام وسياسة الخصوصية.',
    )
    unmount()
    await renderWithProviders(<SignUpLegalNote termsHref="/help/terms" privacyHref="/help/privacy" />, {
      language: 'en',
    })
    expect(screen.getByText(/By signing up/).textContent).toBe(
      'By signing up you accept the Terms of use and the Privacy policy.',
    )
  })
})
