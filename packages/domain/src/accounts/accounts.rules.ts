import { constants } from '../shared/constants'
import { toWesternDigits } from '../shared/digits'

/** SPEC 5 phone messages, as `validation:phone.*` keys. */
export type PhoneProblem = 'empty' | 'zeroError' | 'notValid' | 'short' | 'length'

/**
 * SPEC 5: the number is typed after a fixed +20 and without its leading zero: ten digits starting with 1
 * (1012345678). A leading +, 2, 0 or 002 is 'zeroError'; the canonical form we store is the eleven-digit 01….
 */
export function checkEgyptPhoneInput(
  raw: string,
): { ok: true; phone: string } | { ok: false; problem: PhoneProblem } {
  const input = toWesternDigits(raw).replace(/[\s-]/g, '')
  if (input === '') return { ok: false, problem: 'empty' }
  if (/^(\+|2|0)/.test(input)) return { ok: false, problem: 'zeroError' }
  if (!/^\d+$/.test(input)) return { ok: false, problem: 'notValid' }
  if (!input.startsWith('1')) return { ok: false, problem: 'notValid' }
  if (input.length < 10) return { ok: false, problem: 'short' }
  if (input.length > 10) return { ok: false, problem: 'length' }
  // Egyptian mobile operators: 010 Vodafone, 011 e&, 012 Orange, 015 WE.
  if (!/^1[0125]/.test(input)) return { ok: false, problem: 'notValid' }
  return { ok: true, phone: `0${input}` }
}

/** The eleven-digit national form stored and sent by the API. */
export const canonicalPhonePattern = /^01[0125]\d{8}$/

/** The national number as the phone field shows it (without the leading zero, after +20). */
export function phoneToInput(phone: string): string {
  return phone.startsWith('0') ? phone.slice(1) : phone
}

export const passwordRuleCodes = [
  'withoutSpaces',
  'atLeast6',
  'atLeastOneLower',
  'atLeastOneCaps',
  'englishOnly',
] as const
export type PasswordRuleCode = (typeof passwordRuleCodes)[number]

const passwordTests: Record<PasswordRuleCode, (password: string) => boolean> = {
  withoutSpaces: (p) => !/\s/.test(p),
  atLeast6: (p) => p.length >= constants.passwordMinLength,
  atLeastOneLower: (p) => /[a-z]/.test(p),
  atLeastOneCaps: (p) => /[A-Z]/.test(p),
  // English letters, digits and symbols only: no Arabic letters (SPEC 5).
  englishOnly: (p) => /^[\x21-\x7e]*$/.test(p.replace(/\s/g, '')),
}

/** Each SPEC 5 password rule with whether it passes, in display order, for the live checklist. */
export function checkPassword(password: string): { code: PasswordRuleCode; ok: boolean }[] {
  return passwordRuleCodes.map((code) => ({ code, ok: passwordTests[code](password) }))
}

export function generateOtpCode(randomInt: (max: number) => number): string {
  return String(randomInt(10 ** constants.otpLength)).padStart(constants.otpLength, '0')
}

/** Seconds left before another code may be sent, given the last send. */
export function otpResendWait(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0
  const elapsed = Math.floor((now.getTime() - lastSentAt.getTime()) / 1000)
  return Math.min(constants.otpResendSeconds, Math.max(0, constants.otpResendSeconds - elapsed))
}

/**
 * SPEC 4: pages a patient may be sent back to after signing in, kept as a local-storage flag. 'booking' is the
 * booking wizard's step 5 (SPEC 2.5); the web keeps the wizard's exact place beside the flag (issue 9).
 */
export const savedOrigins = [
  'radios_labs',
  'primary_doctors',
  'specialists',
  'profile',
  'clinic',
  'booking',
] as const
export type SavedOrigin = (typeof savedOrigins)[number]

interface GuardSubject {
  user: { email: string | null } | null
  contextRole: string | null
  profile: {
    name: string
    hasAddress: boolean
    regCompleteness: { tabStart?: number | undefined; practiceVideo?: number | undefined } | null
  } | null
}

/** SPEC 4: where a person lands right after signing in. */
export function postSignInPath(session: GuardSubject, savedOrigin: SavedOrigin | null): string {
  if (!session.user) return '/sign-in'
  const role = session.contextRole
  if (role === 'admin') return '/home'
  if (!session.profile) {
    if (role === 'patient' && !session.user.email) return '/create-email'
    return '/create-profile'
  }
  if (role === 'patient' && savedOrigin) return `/${savedOrigin}`
  return '/home'
}

/** Paths every signed-in person may open whatever the state of their profile. */
const unguardedPaths = [
  '/create-profile',
  '/create-email',
  '/change-email',
  '/change-password',
  '/change-phone',
  '/help',
  '/settings',
  '/coming-soon',
  // SPEC 6: wallet cash-in is open without a finished profile; paying its order (and reading the result) is part of it.
  '/wallet/payments',
  '/payments/pay',
  '/payments/status',
  // Issue 45 §4: a pharmacist checks a prescription whatever their own account's state.
  '/verify',
]

/**
 * SPEC 4 profile guards: the path a signed-in person must be sent to before `path` may open, or null.
 * Patients need a profile with a name, an address and an email; doctors need start and video at the threshold
 * except on the profile-edit pages.
 */
export function profileGuardRedirect(session: GuardSubject, path: string): string | null {
  if (!session.user || unguardedPaths.some((p) => path === p || path.startsWith(`${p}/`))) return null
  const role = session.contextRole
  if (role === 'patient') {
    const profile = session.profile
    if (profile && profile.name && profile.hasAddress && session.user.email) return null
    return session.user.email ? '/create-profile' : '/create-email'
  }
  if (role === 'doctor') {
    if (path.startsWith('/profile/edit/')) return null
    const level = session.profile?.regCompleteness
    const ready =
      (level?.tabStart ?? 0) >= constants.completenessThreshold &&
      (level?.practiceVideo ?? 0) >= constants.completenessThreshold
    return ready ? null : '/create-profile'
  }
  if (role === 'lab' || role === 'radio') return session.profile ? null : '/create-profile'
  return null
}

/** SPEC 3.1: the side-menu label for a completeness level. */
export function completenessLabel(level: number | undefined): 'start' | 'finish' | 'edit' {
  if (!level) return 'start'
  return level <= 2 ? 'finish' : 'edit'
}
