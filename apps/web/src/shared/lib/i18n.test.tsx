import Alert from '@mui/material/Alert'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '#web/testing/render-with-providers'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { i18n, Translations } from './i18n'

// Issue 7 §3 "language": Arabic counts in six forms, every number in an Arabic text is Arabic-Indic, and MUI's own
// texts follow the page's language.
const load = (language?: 'ar' | 'en') =>
  renderWithProviders(null, { language }).then(() =>
    i18n.loadNamespaces(['doctors', 'schedules', 'profiles', 'validation', 'accounts', 'errors']),
  )

describe('the app texts', () => {
  it('pick the Arabic plural form for 0, 1, 2, 3, 11 and 100', async () => {
    await load()
    const reviews = (count: number) => i18n.t('doctors:card.rating', { rating: '٥', count })
    expect([0, 1, 2, 3, 11, 100].map(reviews)).toEqual([
      'التقييم ٥ (بلا تقييمات)',
      'التقييم ٥ (تقييم واحد)',
      'التقييم ٥ (تقييمان)',
      'التقييم ٥ (٣ تقييمات)',
      'التقييم ٥ (١١ تقييمًا)',
      'التقييم ٥ (١٠٠ تقييم)',
    ])
    expect(i18n.t('doctors:card.experience', { count: 15 })).toBe('خبرة ١٥ سنة')
    expect(i18n.t('schedules:timeslot.minutes', { count: 10 })).toBe('١٠ دقائق')
  })

  it('write every number in Arabic-Indic digits in Arabic, the texts’ own numbers included', async () => {
    await load()
    expect(i18n.t('errors:RATE_LIMITED', { seconds: 45, count: 45 })).toBe(
      'محاولات كثيرة جدًا. انتظر ٤٥ ثانية ثم حاول مرة أخرى.',
    )
    expect(i18n.t('doctors:paging.showing', { from: 1, to: 10, total: 25 })).toBe('١–١٠ من ٢٥')
    expect(i18n.t('profiles:address.item', { number: 1 })).toBe('العنوان ١')
    expect(i18n.t('validation:nationalId')).toBe('الرقم القومي يتكون من ١٤ رقمًا بتاريخ ميلاد صحيح.')
    expect(i18n.t('accounts:code.sentTo')).not.toMatch(/[0-9]/)
  })

  it('keep Western digits in English', async () => {
    await load('en')
    expect(i18n.t('doctors:card.experience', { count: 1 })).toBe('1 year of experience')
    expect(i18n.t('validation:code.sixDigits')).toBe('The code is 6 digits.')
  })

  it("title the alert's close button in Arabic", async () => {
    await renderWithProviders(<Alert onClose={() => undefined}>!</Alert>)
    expect(await screen.findByRole('button', { name: 'إغلاق' })).toBeInTheDocument()
  })
})

// docs/decisions/0027: the app's own texts in place of i18next.
describe('Translations', () => {
  it('downloads the namespaces asked for in the new language before it switches, and tells its listeners', async () => {
    const texts = new Translations('ar')
    await texts.loadNamespaces('measurements')
    const told: string[] = []
    texts.subscribe((language) => told.push(language))
    const switching = texts.changeLanguage('en')
    expect(texts.language).toBe('ar')
    await switching
    expect(texts.language).toBe('en')
    expect(texts.hasLoadedNamespace('measurements', 'en')).toBe(true)
    expect(told).toEqual(['en'])
  })

  it('looks through its namespaces in order, shows a default for an unknown key, and says which keys exist', async () => {
    const texts = new Translations('en')
    await texts.loadNamespaces(['dev', 'errors'])
    const t = texts.getFixedT('en', ['dev', 'errors'])
    expect(t('outbox.empty')).toBe('Nothing sent yet.')
    expect(texts.getFixedT('en', ['dev', 'errors'])).toBe(t)
    expect(t('languageNames.xx', { defaultValue: 'xx' })).toBe('xx')
    expect(texts.exists('errors:NOT_FOUND')).toBe(true)
    expect(texts.exists('errors:NO_SUCH_CODE')).toBe(false)
    expect(texts.t('common:nothing.here')).toBe('nothing.here')
  })

  it('suspends a component until its texts have downloaded, then renders them', async () => {
    function Call() {
      const { t } = useTranslation('call')
      return <p>{t('title')}</p>
    }
    expect(i18n.hasLoadedNamespace('call', 'en')).toBe(false)
    await renderWithProviders(<Call />, { language: 'en' })
    expect(screen.queryByText('Video consult')).not.toBeInTheDocument()
    expect(await screen.findByText('Video consult')).toBeInTheDocument()
  })
})
