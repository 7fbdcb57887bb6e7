import { z } from 'zod'
import { constants } from '../shared/constants'
import { genders } from '../profiles/profiles.fields'
import { toWesternDigits } from '../shared/digits'
import { languageSchema, roleSchema, signUpRoleSchema } from '../shared/roles.schemas'
import { vkey } from '../shared/validation'
import { emailSchema, phoneNumberSchema } from './accounts.fields'
import { checkEgyptPhoneInput, checkPassword } from './accounts.rules'

export * from './accounts.fields'

/** What a person types in the phone field (SPEC 5), turned into the stored form. For forms. */
export const phoneInputSchema = z
  .string()
  .max(100, vkey('phone.length'))
  .transform((raw, ctx) => {
    const result = checkEgyptPhoneInput(raw)
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: vkey(`phone.${result.problem}`) })
      return z.NEVER
    }
    return result.phone
  })

export const passwordSchema = z
  .string()
  .max(128, vkey('tooLong'))
  .superRefine((password, ctx) => {
    for (const rule of checkPassword(password)) {
      if (!rule.ok) ctx.addIssue({ code: 'custom', message: vkey(`password.${rule.code}`) })
    }
  })

/** Re-authentication only checks the length (SPEC 5). */
export const currentPasswordSchema = z
  .string()
  .min(constants.passwordMinLength, vkey('password.atLeast6'))
  .max(128, vkey('tooLong'))

export const otpCodeSchema = z
  .string()
  .max(20, vkey('code.sixDigits'))
  .transform((code) => toWesternDigits(code).trim())
  .pipe(z.string().regex(/^\d{6}$/, vkey('code.sixDigits')))

export const otpPurposes = ['signUp', 'resetPassword', 'changePhone'] as const
export const otpPurposeSchema = z.enum(otpPurposes)
export type OtpPurpose = z.infer<typeof otpPurposeSchema>

export const sendOtpInputSchema = z.object({
  phone: phoneNumberSchema,
  purpose: otpPurposeSchema,
  /** For resetPassword: the profile type whose password is being recovered (SPEC 2.1). */
  role: signUpRoleSchema.optional(),
})
export type SendOtpInput = z.infer<typeof sendOtpInputSchema>

export const sendOtpResultSchema = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
})
export type SendOtpResult = z.infer<typeof sendOtpResultSchema>

export const verifyOtpInputSchema = z.object({
  phone: phoneNumberSchema,
  purpose: otpPurposeSchema,
  code: otpCodeSchema,
})
export type VerifyOtpInput = z.infer<typeof verifyOtpInputSchema>

/** A proof that the phone was verified, spent by the next step (sign-up, reset, change phone). */
export const otpTicketSchema = z.object({ ticket: z.string().min(20).max(200) })
export type OtpTicket = z.infer<typeof otpTicketSchema>

export const signUpInputSchema = z.object({
  ticket: z.string().min(20).max(200),
  role: signUpRoleSchema,
  password: passwordSchema,
  language: languageSchema.optional(),
})
export type SignUpInput = z.infer<typeof signUpInputSchema>

export const signInInputSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('phone'), phone: phoneNumberSchema, password: currentPasswordSchema }),
  z.object({ method: z.literal('email'), email: emailSchema, password: currentPasswordSchema }),
])
export type SignInInput = z.infer<typeof signInInputSchema>

export const resetPasswordInputSchema = z.object({
  ticket: z.string().min(20).max(200),
  password: passwordSchema,
})
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>

export const changePasswordInputSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
})
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>

export const changeEmailInputSchema = z.object({ password: currentPasswordSchema, newEmail: emailSchema })
export type ChangeEmailInput = z.infer<typeof changeEmailInputSchema>

export const changePhoneInputSchema = z.object({
  password: currentPasswordSchema,
  ticket: z.string().min(20).max(200),
})
export type ChangePhoneInput = z.infer<typeof changePhoneInputSchema>

export const verifyEmailInputSchema = z.object({ token: z.string().min(20).max(200) })
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>

export const setLanguageInputSchema = z.object({ language: languageSchema })

export const regCompletenessSchema = z.object({
  tabStart: z.number().int().min(0).max(4).optional(),
  practiceVideo: z.number().int().min(0).max(4).optional(),
  practiceClinic: z.number().int().min(0).max(4).optional(),
  practiceHome: z.number().int().min(0).max(4).optional(),
})
export type RegCompleteness = z.infer<typeof regCompletenessSchema>

/** What the app frame and the SPEC 4 guards need to know about the signed-in person. */
export const sessionSchema = z.object({
  language: languageSchema,
  user: z
    .object({
      id: z.uuid(),
      phone: z.string(),
      email: z.string().nullable(),
      emailVerified: z.boolean(),
      isAdmin: z.boolean(),
      testing: z.boolean(),
      roles: z.array(roleSchema),
    })
    .nullable(),
  contextRole: roleSchema.nullable(),
  profile: z
    .object({
      name: z.string(),
      /**
       * A patient's or doctor's gender, which texts addressing them agree with (issue 41 §4: "أكملي ملفك"); null
       * for a lab, radio or admin, absent where not known.
       */
      gender: z.enum(genders).nullable().optional(),
      photoUrl: z.string().nullable(),
      hasAddress: z.boolean(),
      verified: z.boolean(),
      testing: z.boolean(),
      regCompleteness: regCompletenessSchema.nullable(),
    })
    .nullable(),
})
export type Session = z.infer<typeof sessionSchema>

export const okSchema = z.object({ ok: z.literal(true) })

/**
 * An admin's second factor (issue 10 §1, ASVS 2.8): a 6-digit time-based code (RFC 6238, 30-second steps) from an
 * authenticator app, asked at every admin sign-in. Arabic-Indic digits are accepted as typed.
 */
export const totpCodeSchema = z
  .string()
  .trim()
  .transform((value) => toWesternDigits(value).replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, vkey('totp.sixDigits')))

/**
 * The admin sign-in: the credentials, then (a second request) the code they unlock. An admin without an
 * authenticator yet first sends the code texted to their phone (`phoneCode`), which unlocks the authenticator's setup.
 */
export const adminSignInInputSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('phone'),
    phone: phoneNumberSchema,
    password: currentPasswordSchema,
    code: totpCodeSchema.optional(),
    phoneCode: otpCodeSchema.optional(),
  }),
  z.object({
    method: z.literal('email'),
    email: emailSchema,
    password: currentPasswordSchema,
    code: totpCodeSchema.optional(),
    phoneCode: otpCodeSchema.optional(),
  }),
])
export type AdminSignInInput = z.infer<typeof adminSignInInputSchema>

/**
 * What the right password answers at the admin sign-in without a code: the code is required; or (the admin's first
 * sign-in) a code was texted to the account's phone (`enrol`, with its last two digits), and once it is given, the
 * authenticator must be set up: the secret, as text and as a QR code of its otpauth:// address, for a limited time.
 */
export const secondFactorStepSchema = z.discriminatedUnion('secondFactor', [
  z.object({ secondFactor: z.literal('required') }),
  z.object({ secondFactor: z.literal('enrol'), phoneEnding: z.string() }),
  z.object({
    secondFactor: z.literal('setup'),
    secret: z.string(),
    otpauthUri: z.string(),
    qrSvg: z.string(),
  }),
])
export type SecondFactorStep = z.infer<typeof secondFactorStepSchema>

export const adminSignInResultSchema = z.union([sessionSchema, secondFactorStepSchema])
export type AdminSignInResult = z.infer<typeof adminSignInResultSchema>
