import { describe, expect, it } from 'vitest'
import {
  meetsProficiency,
  normalizeName,
  proficiencyRank,
  roundRating,
  doctorSearchQuerySchema,
} from './doctors.search'
import { readDoctorSearchQuery, type DoctorSearchQuery } from './doctors.search-query'

describe('normalizeName: names the way Egyptians type them (SPEC 2.6 doctor search)', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمال', 'امال'],
    ['ٱلسيد', 'السيد'],
    ['فاطمة', 'فاطمه'],
    ['مصطفى', 'مصطفي'],
    ['مُحَمَّد', 'محمد'],
    ['محمّد', 'محمد'],
    ['محـــمد', 'محمد'],
    ['مؤمن', 'مومن'],
    ['هانئ', 'هاني'],
    ['رحمٰن', 'رحمن'],
  ])('treats %s like %s', (typed, plain) => {
    expect(normalizeName(typed)).toBe(normalizeName(plain))
  })

  it('writes the normalised letters', () => {
    expect(normalizeName('أحمد مصطفى')).toBe('احمد مصطفي')
    expect(normalizeName('فاطمة الزهراء')).toBe('فاطمه الزهراء')
  })

  it('converts Arabic-Indic digits to Western ones', () => {
    expect(normalizeName('عيادة ١٢٣')).toBe('عياده 123')
  })

  it('lower-cases Latin and collapses and trims whitespace', () => {
    expect(normalizeName('  Ahmed \t  MOSTAFA\n')).toBe('ahmed mostafa')
  })

  it.each(['د. أحمد', 'د.أحمد', 'د أحمد', 'د/ أحمد', ' د.  أحمد '])(
    'drops the doctor title in %j',
    (typed) => {
      expect(normalizeName(typed)).toBe('احمد')
    },
  )

  it.each(['Dr. Ahmed', 'dr ahmed', 'DR.Ahmed', 'Dr/ Ahmed'])(
    'drops the Latin doctor title in %j',
    (typed) => {
      expect(normalizeName(typed)).toBe('ahmed')
    },
  )

  it('keeps a name that only starts with the same letters', () => {
    expect(normalizeName('Drew')).toBe('drew')
    expect(normalizeName('دعاء')).toBe('دعاء')
    expect(normalizeName('درويش')).toBe('درويش')
  })

  it('drops invisible direction marks pasted with a name', () => {
    expect(normalizeName('\u200fأحمد\u200e')).toBe('احمد')
  })

  it('gives an empty string for blank text', () => {
    expect(normalizeName('   ')).toBe('')
  })
})

describe('language levels (SPEC 2.6: the filter accepts elementary to fluent; SPEC 3.1 levels)', () => {
  it('orders none < elementary < intermediate < advanced < fluent < native', () => {
    const ordered = Object.entries(proficiencyRank)
      .sort((a, b) => a[1] - b[1])
      .map(([level]) => level)
    expect(ordered).toEqual(['none', 'elementary', 'intermediate', 'advanced', 'fluent', 'native'])
  })

  it('meets the wanted level with the same or a higher one', () => {
    expect(meetsProficiency('advanced', 'advanced')).toBe(true)
    expect(meetsProficiency('native', 'fluent')).toBe(true)
    expect(meetsProficiency('intermediate', 'advanced')).toBe(false)
  })

  it('never meets a wanted level without a level', () => {
    expect(meetsProficiency(null, 'elementary')).toBe(false)
    expect(meetsProficiency(undefined, 'elementary')).toBe(false)
    expect(meetsProficiency('none', 'elementary')).toBe(false)
  })
})

describe('roundRating (SPEC 3.3: a rating is shown to one decimal)', () => {
  it('rounds an average to one decimal', () => {
    expect(roundRating(4.26)).toBe(4.3)
    expect(roundRating(4.24)).toBe(4.2)
    expect(roundRating(5)).toBe(5)
  })

  it('keeps no rating as null', () => {
    expect(roundRating(null)).toBeNull()
    expect(roundRating(Number.NaN)).toBeNull()
  })
})

describe('the doctor search querystring (SPEC 2.6 filters, sort and page size)', () => {
  it('defaults to video doctors by rating, first page of 10', () => {
    expect(doctorSearchQuerySchema.parse({})).toEqual({
      sort: 'rating',
      practice: 'video',
      page: 1,
      pageSize: 10,
    })
  })

  it('reads numbers sent as text', () => {
    const query = doctorSearchQuerySchema.parse({
      specialtyId: '7',
      governorateId: '1',
      areaId: '12',
      page: '3',
      pageSize: '25',
    })
    expect(query).toMatchObject({ specialtyId: 7, governorateId: 1, areaId: 12, page: 3, pageSize: 25 })
  })

  it.each(['10', '25', '100', 'all'])('accepts the page size %s', (size) => {
    expect(doctorSearchQuerySchema.parse({ pageSize: size }).pageSize).toBe(
      size === 'all' ? 'all' : Number(size),
    )
  })

  it.each(['5', '50', '0', 'All'])('refuses the page size %s', (size) => {
    expect(doctorSearchQuerySchema.safeParse({ pageSize: size }).success).toBe(false)
  })

  it('refuses page 0 and a negative or fractional id', () => {
    expect(doctorSearchQuerySchema.safeParse({ page: '0' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ specialtyId: '-1' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ areaId: '1.5' }).success).toBe(false)
  })

  it('accepts every filter of SPEC 2.6', () => {
    const query = {
      medTitle: 'consultant',
      gender: 'female',
      priceBand: '50to100',
      language: 'fr',
      proficiency: 'advanced',
      sort: 'price',
      practice: 'clinic',
    }
    expect(doctorSearchQuerySchema.parse(query)).toMatchObject(query)
  })

  it('refuses values outside the lists, such as native as a wanted level', () => {
    expect(doctorSearchQuerySchema.safeParse({ proficiency: 'native' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ medTitle: 'any' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ language: 'de' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ sort: 'name' }).success).toBe(false)
    expect(doctorSearchQuerySchema.safeParse({ practice: 'chat' }).success).toBe(false)
  })

  it('trims the search text, drops it when blank and refuses more than 100 characters', () => {
    expect(doctorSearchQuerySchema.parse({ q: '  أحمد ' }).q).toBe('أحمد')
    expect(doctorSearchQuerySchema.parse({ q: '   ' }).q).toBeUndefined()
    expect(doctorSearchQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false)
  })
})

describe('readDoctorSearchQuery: a search link read without zod, as the schema reads it key by key (SPEC 2.6, issue 8 §5)', () => {
  const shape = doctorSearchQuerySchema.shape
  /** The schema's reading of one key: its value, or its default when the text is broken. */
  const bySchema = (key: keyof DoctorSearchQuery, raw: string | null): unknown => {
    const field = shape[key] as unknown as { safeParse: (v: unknown) => { success: boolean; data?: unknown } }
    const parsed = field.safeParse(raw ?? undefined)
    return parsed.success ? parsed.data : field.safeParse(undefined).data
  }
  const texts = [
    null,
    '',
    ' ',
    '0',
    '1',
    '2',
    '-3',
    '7.5',
    ' 12 ',
    '1e3',
    '0x10',
    'abc',
    'Infinity',
    'NaN',
    '9007199254740993',
    '10',
    '25',
    '100',
    '50',
    'all',
    'ALL',
    'rating',
    'experience',
    'price',
    'video',
    'clinic',
    'home',
    'male',
    'female',
    'consultant',
    'specialist',
    'practitioner',
    'under50',
    '200plus',
    'ar',
    'en',
    'fr',
    'de',
    'elementary',
    'fluent',
    'native',
    '  أحمد  ',
    'د. منى',
    'x'.repeat(100),
    ` ${'x'.repeat(100)} `,
    'x'.repeat(101),
  ]
  const keys = Object.keys(shape) as (keyof DoctorSearchQuery)[]

  it.each(keys)('reads %s as the schema does, for every text', (key) => {
    for (const raw of texts) {
      const read = readDoctorSearchQuery((asked) => (asked === key ? raw : null))
      expect([raw, read[key]]).toEqual([raw, bySchema(key, raw)])
    }
  })

  it('reads a whole link, each broken key falling back alone', () => {
    const link: Record<string, string> = {
      q: ' منى ',
      sort: 'price',
      page: 'abc',
      pageSize: '25',
      specialtyId: '-1',
      gender: 'female',
    }
    expect(readDoctorSearchQuery((key) => link[key] ?? null)).toEqual({
      specialtyId: undefined,
      medTitle: undefined,
      gender: 'female',
      priceBand: undefined,
      language: undefined,
      proficiency: undefined,
      sort: 'price',
      q: 'منى',
      practice: 'video',
      governorateId: undefined,
      areaId: undefined,
      page: 1,
      pageSize: 25,
    })
  })
})
