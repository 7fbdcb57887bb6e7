import { errorCodes } from '@app/domain/shared'
import { describe, expect, it } from 'vitest'
import { resources, translate } from './index'

function keys(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [prefix]
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

describe('locales', () => {
  it('has an Arabic and an English text for every error code', () => {
    for (const code of errorCodes) {
      expect(resources.ar.errors, code).toHaveProperty(code)
      expect(resources.en.errors, code).toHaveProperty(code)
    }
  })

  it('has the same keys in Arabic and English in every namespace', () => {
    for (const ns of Object.keys(resources.en) as (keyof typeof resources.en)[]) {
      expect(keys(resources.ar[ns]).sort(), ns).toEqual(keys(resources.en[ns]).sort())
    }
  })

  it('interpolates parameters and falls back to the key when a text is missing', () => {
    expect(translate('en', 'errors:FILE_TOO_BIG', { limit: '5 MB' })).toBe(
      'File is too big. Size limit is 5 MB',
    )
    expect(translate('ar', 'errors:NO_SUCH_CODE')).toBe('errors:NO_SUCH_CODE')
  })
})
