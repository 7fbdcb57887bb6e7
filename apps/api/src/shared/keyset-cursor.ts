import { DomainError } from '@app/domain/shared'

/**
 * A list's "load more" cursor: the last row's time and id, opaque to the client (base64url). A cursor that is not one
 * of ours is a 400 naming `cursor`, never a 500.
 */
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url')

export function decodeCursor(cursor: string | undefined): { at: Date; id: string } | undefined {
  if (!cursor) return undefined
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|')
  const date = new Date(at ?? '')
  if (Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id))
    throw new DomainError('VALIDATION_FAILED', {}, [{ path: 'cursor', code: 'validation:invalidValue' }])
  return { at: date, id }
}
