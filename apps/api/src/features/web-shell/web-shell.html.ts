/** Text made safe for the HTML the server writes: element content, attribute values, JSON in a script. */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text as element content or as a quoted attribute value (either quote). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => escapes[c] ?? c)

/**
 * JSON inside a `<script>` (JSON-LD, issue 42 §2): no `<` can close the tag or open a comment, no `>` or `&` is
 * read as markup, and the line separators JavaScript once refused stay escaped. Still the same JSON to a parser.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
