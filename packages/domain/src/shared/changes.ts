/**
 * What a change moved, for the audit log's `{ before, after }` (issue 10 §5: an admin's change to another user is
 * audited with before and after) and for the rules that react to particular fields (a doctor's re-review).
 */

type Values = Readonly<Record<string, unknown>>

/** A stable text of a value: key order, and an empty text versus none, do not count as a change. */
export function canonicalValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return 'null'
  if (value instanceof Date) return JSON.stringify(value.toISOString())
  if (Array.isArray(value)) return `[${value.map(canonicalValue).join(',')}]`
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => canonicalValue(v) !== 'null')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalValue(v)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

/**
 * The fields `after` changes from `before`, each side holding only those fields; null when nothing moves. `after`
 * may be partial: a field it leaves undefined is not changed. `fields` limits the comparison to those names.
 */
export function changedValues(
  before: Values,
  after: Values,
  fields: readonly string[] = Object.keys(after),
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changed = fields.filter(
    (field) => after[field] !== undefined && canonicalValue(before[field]) !== canonicalValue(after[field]),
  )
  if (changed.length === 0) return null
  return {
    before: Object.fromEntries(changed.map((field) => [field, before[field] ?? null])),
    after: Object.fromEntries(changed.map((field) => [field, after[field] ?? null])),
  }
}
