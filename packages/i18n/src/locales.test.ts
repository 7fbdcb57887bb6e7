import { errorCodes } from '@app/domain/shared'
import { describe, expect, it } from 'vitest'
import { resources, translate } from './index'

function keys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix]
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

/**
 * A counted text's key once, whatever plural forms its language has (Arabic six, English two), and a gendered one
 * once, whether its language words it one way or two (Arabic's `booked_female`; issue 41 §4).
 */
const pluralSuffix = /_(zero|one|two|few|many|other)$/
const contextSuffix = /_(male|female)$/
const textKeys = (tree: unknown) => [
  ...new Set(keys(tree).map((key) => key.replace(pluralSuffix, '').replace(contextSuffix, ''))),
]

describe('locales', () => {
  it('has an Arabic and an English text for every error code', () => {
    for (const code of errorCodes) {
      expect(resources.ar.errors, code).toHaveProperty(code)
      expect(resources.en.errors, code).toHaveProperty(code)
    }
  })

  it('has the same keys in Arabic and English in every namespace', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(textKeys(resources.ar[ns]).sort(), ns).toEqual(textKeys(resources.en[ns]).sort())
    }
  })

  it('has the text itself beside every gendered variant, for a person whose gender is not known', () => {
    for (const language of ['ar', 'en'] as const)
      for (const ns of Object.keys(resources[language]) as (keyof typeof resources.en)[]) {
        const all = new Set(keys(resources[language][ns]).map((key) => key.replace(pluralSuffix, '')))
        for (const key of all)
          if (contextSuffix.test(key))
            expect(all, `${language} ${ns}:${key}`).toContain(key.replace(contextSuffix, ''))
      }
  })

  // Issue 41 §4: the admins' "a doctor asks for review" reads in each admin's language and agrees with the doctor.
  it('names a doctor in the reader’s language and agrees with her gender', () => {
    const params = { doctorName: 'منى سالم', doctorNameEn: 'Mona Salem', context: 'female' }
    expect(translate('ar', 'notifications:types.practice.reviewRequested.title', params)).toBe(
      'طبيبة تطلب المراجعة',
    )
    expect(translate('ar', 'notifications:types.practice.reviewRequested.body', params)).toBe(
      'أرسلت منى سالم ملفها للمراجعة.',
    )
    expect(translate('en', 'notifications:types.practice.reviewRequested.body', params)).toBe(
      'Mona Salem submitted their profile for review.',
    )
    expect(
      translate('ar', 'notifications:types.practice.reviewRequested.body', {
        doctorName: 'أحمد',
        context: 'male',
      }),
    ).toBe('أرسل أحمد ملفه للمراجعة.')
  })

  it('interpolates parameters and falls back to the key when a text is missing', () => {
    expect(translate('en', 'errors:FILE_TOO_BIG', { limit: '5 MB' })).toBe(
      'File is too big. Size limit is 5 MB',
    )
    expect(translate('ar', 'errors:NO_SUCH_CODE')).toBe('errors:NO_SUCH_CODE')
  })

  // Issue 7 §3: Arabic counts in six forms, and numbers in Arabic texts are Arabic-Indic.
  it('picks the Arabic plural form for 0, 1, 2, 3, 11 and 100', () => {
    const rating = (count: number) => translate('ar', 'doctors:card.rating', { rating: '٤٫٥', count })
    expect(rating(0)).toBe('التقييم ٤٫٥ (بلا تقييمات)')
    expect(rating(1)).toBe('التقييم ٤٫٥ (تقييم واحد)')
    expect(rating(2)).toBe('التقييم ٤٫٥ (تقييمان)')
    expect(rating(3)).toBe('التقييم ٤٫٥ (٣ تقييمات)')
    expect(rating(11)).toBe('التقييم ٤٫٥ (١١ تقييمًا)')
    expect(rating(100)).toBe('التقييم ٤٫٥ (١٠٠ تقييم)')
    expect(translate('ar', 'doctors:card.experience', { count: 15 })).toBe('خبرة ١٥ سنة')
    expect(translate('ar', 'doctors:card.experience', { count: 7 })).toBe('خبرة ٧ سنوات')
    expect(translate('en', 'doctors:card.experience', { count: 1 })).toBe('1 year of experience')
    expect(translate('en', 'doctors:card.experience', { count: 15 })).toBe('15 years of experience')
  })

  it("writes numbers in Arabic messages in Arabic-Indic digits, the texts' own numbers included", () => {
    expect(translate('ar', 'errors:RATE_LIMITED', { seconds: 45 })).toBe(
      'محاولات كثيرة جدًا. انتظر ٤٥ ثانية ثم حاول مرة أخرى.',
    )
    expect(translate('ar', 'errors:OTP_RESEND_TOO_SOON', { seconds: 5 })).toBe(
      'يمكنك إعادة إرسال الكود بعد ٥ ثوانٍ.',
    )
    expect(translate('ar', 'validation:nationalId')).toBe('الرقم القومي يتكون من ١٤ رقمًا بتاريخ ميلاد صحيح.')
    expect(translate('ar', 'profiles:address.item', { number: 1 })).toBe('العنوان ١')
    expect(translate('ar', 'validation:complaint.tooLong')).toBe('يجب ألا تزيد الشكوى عن ٢٥٦ حرفًا.')
    expect(translate('en', 'validation:complaint.tooLong')).toBe(
      'The complaint can have at most 256 characters.',
    )
    expect(translate('en', 'validation:nationalId')).toBe(
      'The national ID must be 14 digits with a valid birth date.',
    )
    for (const text of [
      translate('ar', 'doctors:filters.priceBands.50to100'),
      translate('ar', 'accounts:code.sentTo'),
    ])
      expect(text).not.toMatch(/[0-9]/)
  })
})

describe('texted as title and body (issue 41 §4)', () => {
  it('says a booking is confirmed once, not in the title and again in the body', () => {
    for (const language of ['ar', 'en'] as const) {
      const title = translate(language, 'notifications:types.bookings.confirmed.title', {})
      const body = translate(language, 'notifications:types.bookings.confirmed.body', {
        doctorName: 'x',
        startsAt: '2026-12-03T08:00:00.000Z',
      })
      const word = language === 'ar' ? /مؤكد|تأكيد/ : /confirmed/i
      expect(`${title}: ${body}`.match(new RegExp(word, 'g'))).toHaveLength(1)
    }
  })
})
