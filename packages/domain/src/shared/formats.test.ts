import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { isInstant, isUuid } from './formats'

describe('isUuid and isInstant: what zod accepts, without zod (issue 8 §5)', () => {
  const uuids = [
    '7d6f2a4e-1b3c-4d5e-8f90-123456789abc',
    '7D6F2A4E-1B3C-4D5E-8F90-123456789ABC',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '7d6f2a4e-1b3c-9d5e-8f90-123456789abc',
    '7d6f2a4e-1b3c-4d5e-7f90-123456789abc',
    '7d6f2a4e1b3c4d5e8f90123456789abc',
    '7d6f2a4e-1b3c-4d5e-8f90-123456789abcd',
    ' 7d6f2a4e-1b3c-4d5e-8f90-123456789abc',
    '',
    'not-a-uuid',
  ]
  it.each(uuids)('isUuid(%j) is what z.uuid() says', (text) => {
    expect(isUuid(text)).toBe(z.uuid().safeParse(text).success)
  })

  const instants = [
    '2026-11-27T08:30:00Z',
    '2026-11-27T08:30:00.000Z',
    '2026-11-27T08:30:00.123456Z',
    '2026-11-27T08:30Z',
    '2026-11-27T08:30:00',
    '2026-11-27T08:30:00+02:00',
    '2026-11-27T24:00:00Z',
    '2026-11-27T23:59:60Z',
    '2026-02-29T10:00:00Z',
    '2028-02-29T10:00:00Z',
    '2000-02-29T10:00:00Z',
    '1900-02-29T10:00:00Z',
    '2026-04-31T10:00:00Z',
    '2026-13-01T10:00:00Z',
    '2026-11-27 08:30:00Z',
    '2026-11-27',
    '',
    'tomorrow',
  ]
  it.each(instants)('isInstant(%j) is what z.iso.datetime() says', (text) => {
    expect(isInstant(text)).toBe(z.iso.datetime().safeParse(text).success)
  })
})
