import { describe, expect, it } from 'vitest'
import { findText, interpolate, textContext, type Texts } from './translate'

/** Issue 41 §4: a text about a person agrees with their gender, as i18next's context (`key_female`) does. */
const texts: Texts = {
  booked: 'حجز {{patientName}} موعدًا معك',
  booked_female: 'حجزت {{patientName}} موعدًا معك',
  title: { specialist: 'أخصائي', specialist_female: 'أخصائية', consultant: 'استشاري' },
  missed_one: 'فاته موعد',
  missed_other: 'فاته {{count}} موعد',
  missed_female_one: 'فاتها موعد',
  missed_female_other: 'فاتها {{count}} موعد',
  seen_one: 'رآه مريض',
  seen_other: 'رآه {{count}} مريض',
  seen_female: 'رآها مرضى',
}

describe('findText with a context', () => {
  it('picks the female variant for a woman, the text itself for a man or nobody in particular', () => {
    expect(findText(texts, 'booked', 'ar', undefined, 'female')).toBe('حجزت {{patientName}} موعدًا معك')
    expect(findText(texts, 'booked', 'ar', undefined, 'male')).toBe('حجز {{patientName}} موعدًا معك')
    expect(findText(texts, 'booked', 'ar', undefined)).toBe('حجز {{patientName}} موعدًا معك')
    expect(findText(texts, 'title.specialist', 'ar', undefined, 'female')).toBe('أخصائية')
  })

  it('falls back to the text itself when it has no variant', () => {
    expect(findText(texts, 'title.consultant', 'ar', undefined, 'female')).toBe('استشاري')
    expect(findText(texts, 'missing', 'ar', undefined, 'female')).toBeUndefined()
  })

  it("with a count, picks the variant's plural form before the text's own", () => {
    expect(findText(texts, 'missed', 'ar', 1, 'female')).toBe('فاتها موعد')
    expect(findText(texts, 'missed', 'ar', 5, 'female')).toBe('فاتها {{count}} موعد')
    expect(findText(texts, 'missed', 'ar', 1, 'male')).toBe('فاته موعد')
    // A variant without plural forms still comes before the text's own (as in i18next).
    expect(findText(texts, 'seen', 'ar', 3, 'female')).toBe('رآها مرضى')
    expect(findText(texts, 'seen', 'ar', 3)).toBe('رآه {{count}} مريض')
  })

  it('reads the context from the values: male or female, anything else none', () => {
    expect(textContext({ context: 'female' })).toBe('female')
    expect(textContext({ context: 'male' })).toBe('male')
    expect(textContext({ context: null })).toBeUndefined()
    expect(textContext({ context: 'other' })).toBeUndefined()
    expect(textContext({})).toBeUndefined()
  })
})

describe('interpolate with a value in each language', () => {
  const values = { doctorName: 'أحمد', doctorNameAr: 'منى سالم', doctorNameEn: 'Mona Salem' }

  it("writes the value of the text's language, else the value itself", () => {
    expect(interpolate('أرسلت {{doctorName}} ملفها', values, 'ar')).toBe('أرسلت منى سالم ملفها')
    expect(interpolate('{{doctorName}} submitted', values, 'en')).toBe('Mona Salem submitted')
    expect(interpolate('{{doctorName}} submitted', { doctorName: 'منى سالم' }, 'en')).toBe(
      'منى سالم submitted',
    )
  })
})
