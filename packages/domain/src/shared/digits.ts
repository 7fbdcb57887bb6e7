// Egyptians type Arabic-Indic (٠-٩) and, on some keyboards, Extended Arabic-Indic (۰-۹) digits.
const arabicIndicZero = 0x0660
const extendedArabicIndicZero = 0x06f0

export function toWesternDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => {
    const code = d.charCodeAt(0)
    const base = code >= extendedArabicIndicZero ? extendedArabicIndicZero : arabicIndicZero
    return String(code - base)
  })
}

export function toArabicIndicDigits(input: string): string {
  return input.replace(/[0-9]/g, (d) => String.fromCharCode(arabicIndicZero + Number(d)))
}

/**
 * Number text as people type it (SPEC 5): Arabic-Indic digits, the Arabic decimal separator (٫) or a comma, spaces
 * around — as Western digits with a dot, ready for a pattern and Number().
 */
export function normaliseNumberText(input: string): string {
  return toWesternDigits(input).replace(/[٫,]/g, '.').trim()
}
