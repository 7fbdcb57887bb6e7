import { toWesternDigits } from '@app/domain/shared'

/**
 * The sandbox gateway's card page (issue 9 §3): the card is read and checked here, in the browser, and never sent.
 * Only its last four digits leave the page, as on a real gateway's hosted form.
 */

/** A card number's digits as typed: spaces and dashes dropped, Arabic-Indic digits read as Western ones. */
export function cardDigits(text: string): string {
  return toWesternDigits(text).replace(/[\s-]/g, '')
}

/** 13 to 19 digits passing the Luhn check every card number carries, so a mistyped digit is caught here. */
export function isCardNumber(text: string): boolean {
  const digits = cardDigits(text)
  if (!/^\d{13,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2
    sum += digit
  }
  return sum % 10 === 0
}

/** What the gateway passes on about the card (the callback's masked `pan`). */
export function cardLast4(text: string): string {
  return cardDigits(text).slice(-4)
}

/** The number in groups of four, as printed on the card, while it is typed; other characters dropped. */
export function groupCardNumber(text: string): string {
  return cardDigits(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** The expiry as typed, MM/YY with the slash put in after the month. */
export function typeExpiry(text: string): string {
  const digits = toWesternDigits(text).replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** MM/YY (or MMYY) as a month and a four-digit year; null when it is not a month of a year. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(toWesternDigits(text).trim())
  if (!match) return null
  const month = Number(match[1])
  if (month < 1 || month > 12) return null
  return { month, year: 2000 + Number(match[2]) }
}

/** A card works through the last day of its expiry month, on the payer's own calendar. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const year = now.getFullYear()
  return expiry.year < year || (expiry.year === year && expiry.month < now.getMonth() + 1)
}
