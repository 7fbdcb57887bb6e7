import { describe, expect, it } from 'vitest'
import {
  checkEgyptPhoneInput,
  checkPassword,
  completenessLabel,
  generateOtpCode,
  otpResendWait,
  postSignInPath,
  profileGuardRedirect,
  savedOrigins,
  type PasswordRuleCode,
} from './accounts.rules'

type Subject = Parameters<typeof postSignInPath>[0]
type Profile = NonNullable<Subject['profile']>

const completeProfile: Profile = { name: 'Mona', hasAddress: true, regCompleteness: null }
const readyDoctor: Profile = {
  name: 'د. أحمد',
  hasAddress: false,
  regCompleteness: { tabStart: 4, practiceVideo: 4 },
}

function session(
  contextRole: string | null,
  profile: Profile | null,
  email: string | null = 'someone@example.com',
): Subject {
  return { user: { email }, contextRole, profile }
}

const signedOut: Subject = { user: null, contextRole: null, profile: null }

describe('phone input (SPEC 5)', () => {
  it('gives empty for nothing typed', () => {
    expect(checkEgyptPhoneInput('')).toEqual({ ok: false, problem: 'empty' })
  })

  it('gives empty when only spaces and dashes were typed', () => {
    expect(checkEgyptPhoneInput('  - ')).toEqual({ ok: false, problem: 'empty' })
  })

  it('accepts ten digits starting 1 and answers the eleven-digit 01… form', () => {
    expect(checkEgyptPhoneInput('1012345678')).toEqual({ ok: true, phone: '01012345678' })
  })

  it('gives zeroError for a number typed with its leading 0', () => {
    expect(checkEgyptPhoneInput('01012345678')).toEqual({ ok: false, problem: 'zeroError' })
  })

  it('gives zeroError for a number typed with +, 2, 20 or 002 in front', () => {
    for (const typed of ['+201012345678', '+1012345678', '201012345678', '21012345678', '00201012345678']) {
      expect(checkEgyptPhoneInput(typed), typed).toEqual({ ok: false, problem: 'zeroError' })
    }
  })

  it('gives zeroError for a leading 0 typed with an Arabic-Indic ٠', () => {
    expect(checkEgyptPhoneInput('٠١٠١٢٣٤٥٦٧٨')).toEqual({ ok: false, problem: 'zeroError' })
  })

  it('gives notValid for letters', () => {
    expect(checkEgyptPhoneInput('abcdefghij')).toEqual({ ok: false, problem: 'notValid' })
    expect(checkEgyptPhoneInput('10123x5678')).toEqual({ ok: false, problem: 'notValid' })
  })

  it('gives notValid for symbols the field blocks (e, E, ., parentheses)', () => {
    for (const typed of ['1e12345678', '1E12345678', '101.234567', '(10)1234567']) {
      expect(checkEgyptPhoneInput(typed), typed).toEqual({ ok: false, problem: 'notValid' })
    }
  })

  it('gives short for nine digits', () => {
    expect(checkEgyptPhoneInput('101234567')).toEqual({ ok: false, problem: 'short' })
  })

  it('gives length for eleven digits', () => {
    expect(checkEgyptPhoneInput('10123456789')).toEqual({ ok: false, problem: 'length' })
  })

  it('gives notValid for ten digits that do not start with 1', () => {
    for (const typed of ['5012345678', '9012345678', '3012345678']) {
      expect(checkEgyptPhoneInput(typed), typed).toEqual({ ok: false, problem: 'notValid' })
    }
  })

  it.each(['10', '11', '12', '15'])('accepts the mobile operator prefix %s', (prefix) => {
    expect(checkEgyptPhoneInput(`${prefix}12345678`)).toEqual({ ok: true, phone: `0${prefix}12345678` })
  })

  it.each(['13', '14', '16', '17', '18', '19'])(
    'refuses the unknown operator prefix %s as notValid',
    (prefix) => {
      expect(checkEgyptPhoneInput(`${prefix}12345678`)).toEqual({ ok: false, problem: 'notValid' })
    },
  )

  it('accepts Arabic-Indic digits and converts them to Western digits', () => {
    expect(checkEgyptPhoneInput('١٠١٢٣٤٥٦٧٨')).toEqual({ ok: true, phone: '01012345678' })
  })

  it('accepts Extended Arabic-Indic digits and converts them to Western digits', () => {
    expect(checkEgyptPhoneInput('۱۱۲۳۴۵۶۷۸۹')).toEqual({ ok: true, phone: '01123456789' })
  })

  it('ignores spaces and dashes between digits', () => {
    expect(checkEgyptPhoneInput(' 101 234-5678 ')).toEqual({ ok: true, phone: '01012345678' })
    expect(checkEgyptPhoneInput('15-1234-5678')).toEqual({ ok: true, phone: '01512345678' })
  })

  it('always answers an eleven-digit number starting 01 when accepted', () => {
    const result = checkEgyptPhoneInput('١٢ ٣٤٥-٦٧٨٩٠')
    expect(result).toEqual({ ok: true, phone: '01234567890' })
    if (result.ok) expect(result.phone).toMatch(/^01\d{9}$/)
  })
})

describe('password rules (SPEC 5, SPEC 9: minimum length 6)', () => {
  const failing = (password: string): PasswordRuleCode[] =>
    checkPassword(password)
      .filter((rule) => !rule.ok)
      .map((rule) => rule.code)

  it('lists the five rules in display order', () => {
    expect(checkPassword('Secret1').map((rule) => rule.code)).toEqual([
      'withoutSpaces',
      'atLeast6',
      'atLeastOneLower',
      'atLeastOneCaps',
      'englishOnly',
    ])
  })

  it('passes every rule for English letters in both cases, digits and symbols', () => {
    expect(failing('Secret1!')).toEqual([])
    expect(failing('aB#$%^')).toEqual([])
  })

  it('fails withoutSpaces for a space, a tab or a non-breaking space', () => {
    expect(failing('Secret 1')).toEqual(['withoutSpaces'])
    expect(failing('Secret\t1')).toEqual(['withoutSpaces'])
    expect(failing('Secret\u00a01')).toEqual(['withoutSpaces'])
  })

  it('fails atLeast6 for five characters and passes it at exactly six', () => {
    expect(failing('Abcd1')).toEqual(['atLeast6'])
    expect(failing('Abcd12')).toEqual([])
  })

  it('fails atLeastOneLower without a lower-case letter', () => {
    expect(failing('SECRET1')).toEqual(['atLeastOneLower'])
  })

  it('fails atLeastOneCaps without an upper-case letter', () => {
    expect(failing('secret1')).toEqual(['atLeastOneCaps'])
  })

  it('fails englishOnly for an Arabic letter', () => {
    expect(failing('Secret1س')).toEqual(['englishOnly'])
  })

  it('fails englishOnly for Arabic-Indic digits and accented letters', () => {
    expect(failing('Secret١٢٣')).toEqual(['englishOnly'])
    expect(failing('Sécret1')).toEqual(['englishOnly'])
  })

  it('fails length, both letter cases and englishOnly for a short Arabic-only password', () => {
    expect(failing('كلمة')).toEqual(['atLeast6', 'atLeastOneLower', 'atLeastOneCaps', 'englishOnly'])
  })

  it('fails length and both letter cases for an empty password, but not spaces or englishOnly', () => {
    expect(failing('')).toEqual(['atLeast6', 'atLeastOneLower', 'atLeastOneCaps'])
  })
})

describe('verification code (SPEC 4 phone verification, SPEC 9: 6 digits, 45 s resend)', () => {
  it('asks the random source for a number below 1 000 000', () => {
    const maxima: number[] = []
    generateOtpCode((max) => {
      maxima.push(max)
      return 123456
    })
    expect(maxima).toEqual([1_000_000])
  })

  it('pads a small number to six digits with leading zeros', () => {
    expect(generateOtpCode(() => 42)).toBe('000042')
    expect(generateOtpCode(() => 0)).toBe('000000')
  })

  it('keeps a six-digit number as it is', () => {
    expect(generateOtpCode(() => 999_999)).toBe('999999')
    expect(generateOtpCode(() => 100_000)).toBe('100000')
  })

  const sentAt = new Date('2026-05-01T10:00:00Z')
  const after = (ms: number) => new Date(sentAt.getTime() + ms)

  it('lets a first code be sent at once', () => {
    expect(otpResendWait(null, sentAt)).toBe(0)
  })

  it('waits the full 45 seconds right after sending', () => {
    expect(otpResendWait(sentAt, sentAt)).toBe(45)
  })

  it('counts down in whole seconds elapsed', () => {
    expect(otpResendWait(sentAt, after(999))).toBe(45)
    expect(otpResendWait(sentAt, after(1_000))).toBe(44)
    expect(otpResendWait(sentAt, after(30_000))).toBe(15)
    expect(otpResendWait(sentAt, after(44_999))).toBe(1)
  })

  it('allows a resend once 45 seconds have passed, and never goes below 0', () => {
    expect(otpResendWait(sentAt, after(45_000))).toBe(0)
    expect(otpResendWait(sentAt, after(10 * 60_000))).toBe(0)
  })
})

describe('post-sign-in destination (SPEC 4)', () => {
  it('sends a signed-out visitor to sign-in', () => {
    expect(postSignInPath(signedOut, null)).toBe('/sign-in')
  })

  it('sends a patient without a profile and without an email to /create-email', () => {
    expect(postSignInPath(session('patient', null, null), null)).toBe('/create-email')
  })

  it('sends a patient without a profile but with an email to /create-profile', () => {
    expect(postSignInPath(session('patient', null), null)).toBe('/create-profile')
  })

  it('ignores a saved origin while the patient has no profile', () => {
    expect(postSignInPath(session('patient', null), 'specialists')).toBe('/create-profile')
  })

  it.each(savedOrigins)('sends a patient with a profile back to the saved origin %s', (origin) => {
    expect(postSignInPath(session('patient', completeProfile), origin)).toBe(`/${origin}`)
  })

  it('sends a patient with a profile and no saved origin to /home', () => {
    expect(postSignInPath(session('patient', completeProfile), null)).toBe('/home')
  })

  it.each(['doctor', 'lab', 'radio'])(
    'sends a %s without a profile to /create-profile, even without email',
    (role) => {
      expect(postSignInPath(session(role, null), null)).toBe('/create-profile')
      expect(postSignInPath(session(role, null, null), null)).toBe('/create-profile')
    },
  )

  it.each(['doctor', 'lab', 'radio'])(
    'sends a %s with a profile to /home, ignoring a saved origin',
    (role) => {
      expect(postSignInPath(session(role, readyDoctor), null)).toBe('/home')
      expect(postSignInPath(session(role, readyDoctor), 'clinic')).toBe('/home')
    },
  )

  it('sends an admin to /home, with or without a profile', () => {
    expect(postSignInPath(session('admin', null, null), null)).toBe('/home')
    expect(postSignInPath(session('admin', completeProfile), 'profile')).toBe('/home')
  })
})

describe('profile guards (SPEC 4)', () => {
  it('lets a signed-out visitor through (other guards handle sign-in)', () => {
    expect(profileGuardRedirect(signedOut, '/bookings')).toBeNull()
  })

  describe('patient', () => {
    it('opens the page with a profile holding a name and an address, and an email', () => {
      expect(profileGuardRedirect(session('patient', completeProfile), '/bookings')).toBeNull()
    })

    it('sends a patient without an email to /create-email, even with a profile', () => {
      expect(profileGuardRedirect(session('patient', completeProfile, null), '/bookings')).toBe(
        '/create-email',
      )
      expect(profileGuardRedirect(session('patient', null, null), '/bookings')).toBe('/create-email')
    })

    it('sends a patient with an email but no profile to /create-profile', () => {
      expect(profileGuardRedirect(session('patient', null), '/wallet')).toBe('/create-profile')
    })

    it('sends a patient whose profile lacks a name to /create-profile', () => {
      expect(profileGuardRedirect(session('patient', { ...completeProfile, name: '' }), '/wallet')).toBe(
        '/create-profile',
      )
    })

    it('sends a patient whose profile lacks an address to /create-profile', () => {
      expect(
        profileGuardRedirect(session('patient', { ...completeProfile, hasAddress: false }), '/wallet'),
      ).toBe('/create-profile')
    })
  })

  describe('doctor (SPEC 9: completeness threshold 4)', () => {
    const doctorWith = (regCompleteness: Profile['regCompleteness']) =>
      session('doctor', { ...readyDoctor, regCompleteness })

    it('opens the page when tabStart and practiceVideo are both 4', () => {
      expect(profileGuardRedirect(doctorWith({ tabStart: 4, practiceVideo: 4 }), '/schedule')).toBeNull()
    })

    it('sends to /create-profile when tabStart is below 4', () => {
      expect(profileGuardRedirect(doctorWith({ tabStart: 3, practiceVideo: 4 }), '/schedule')).toBe(
        '/create-profile',
      )
    })

    it('sends to /create-profile when practiceVideo is below 4', () => {
      expect(profileGuardRedirect(doctorWith({ tabStart: 4, practiceVideo: 3 }), '/schedule')).toBe(
        '/create-profile',
      )
    })

    it('sends to /create-profile when tabStart or practiceVideo is missing', () => {
      expect(profileGuardRedirect(doctorWith({ practiceVideo: 4 }), '/schedule')).toBe('/create-profile')
      expect(profileGuardRedirect(doctorWith({ tabStart: 4 }), '/schedule')).toBe('/create-profile')
      expect(profileGuardRedirect(doctorWith(null), '/schedule')).toBe('/create-profile')
    })

    it('sends a doctor without a profile to /create-profile', () => {
      expect(profileGuardRedirect(session('doctor', null), '/home')).toBe('/create-profile')
    })

    it.each(['/profile/edit/video', '/profile/edit/clinic', '/profile/edit/home'])(
      'lets an incomplete doctor open the profile-edit path %s',
      (path) => {
        expect(profileGuardRedirect(doctorWith({ tabStart: 1 }), path)).toBeNull()
      },
    )

    it('still guards /profile itself, which is not a profile-edit path', () => {
      expect(profileGuardRedirect(doctorWith({ tabStart: 1 }), '/profile')).toBe('/create-profile')
    })
  })

  describe('lab and radio', () => {
    it.each(['lab', 'radio'])(
      'sends a %s without a profile to /create-profile and opens it with one',
      (role) => {
        expect(profileGuardRedirect(session(role, null), '/home')).toBe('/create-profile')
        expect(
          profileGuardRedirect(session(role, { ...completeProfile, hasAddress: false }), '/home'),
        ).toBeNull()
      },
    )
  })

  it('never redirects an admin', () => {
    expect(profileGuardRedirect(session('admin', null, null), '/manage-doctors')).toBeNull()
  })

  describe('unguarded paths', () => {
    const incompletePatient = session('patient', null, null)
    const incompleteDoctor = session('doctor', null)

    it.each([
      '/create-profile',
      '/create-email',
      '/change-email',
      '/change-password',
      '/change-phone',
      '/help',
      '/settings',
      '/coming-soon',
      '/wallet/payments',
      '/payments/pay/00000000-0000-4000-8000-0000000000a1',
      '/payments/status/00000000-0000-4000-8000-0000000000a1',
      '/verify',
      '/verify/7KQ2M-X9D4T',
    ])('lets an incomplete patient and doctor open %s', (path) => {
      expect(profileGuardRedirect(incompletePatient, path)).toBeNull()
      expect(profileGuardRedirect(incompleteDoctor, path)).toBeNull()
    })

    it('lets sub-pages of an unguarded path through (/help/terms)', () => {
      expect(profileGuardRedirect(incompletePatient, '/help/terms')).toBeNull()
    })

    it('guards a path that merely starts with the same letters (/settings-x)', () => {
      expect(profileGuardRedirect(incompletePatient, '/settings-x')).toBe('/create-email')
    })

    it('still guards the wallet itself and the other payment pages (SPEC 6 opens only the cash-in)', () => {
      expect(profileGuardRedirect(incompletePatient, '/wallet')).toBe('/create-email')
      expect(profileGuardRedirect(incompletePatient, '/payments')).toBe('/create-email')
    })
  })
})

describe('completeness label (SPEC 3.1)', () => {
  it('says start for undefined or 0', () => {
    expect(completenessLabel(undefined)).toBe('start')
    expect(completenessLabel(0)).toBe('start')
  })

  it.each([1, 2])('says finish for %i', (level) => {
    expect(completenessLabel(level)).toBe('finish')
  })

  it.each([3, 4])('says edit for %i', (level) => {
    expect(completenessLabel(level)).toBe('edit')
  })
})
