import { z } from 'zod'

/** SPEC 3: role values. `radio` is a radiology centre. */
export const roles = ['patient', 'doctor', 'lab', 'radio', 'admin'] as const
export const roleSchema = z.enum(roles)
export type Role = z.infer<typeof roleSchema>

/** Roles a person can register as; admins are created by other admins. */
export const signUpRoles = ['patient', 'doctor', 'lab', 'radio'] as const
export const signUpRoleSchema = z.enum(signUpRoles)
export type SignUpRole = z.infer<typeof signUpRoleSchema>

export const languages = ['ar', 'en'] as const
export const languageSchema = z.enum(languages)
export type Language = z.infer<typeof languageSchema>
export const defaultLanguage: Language = 'ar'

/** SPEC 1 and 2.3: lab and radio use English only and have no language selector. */
export function isEnglishOnlyRole(role: Role | null | undefined): boolean {
  return role === 'lab' || role === 'radio'
}

/**
 * The text a reader of `language` sees of a bilingual one: the English when reading English and there is one, the
 * Arabic otherwise (SPEC 3.1, 5: names and profile texts are entered in Arabic, the English is optional). The one
 * copy of the choice (issue 7 §2), for names, about texts, degrees and certificates alike.
 */
export function inLanguage(language: Language, arabic: string, english: string | null | undefined): string {
  return language === 'en' && english ? english : arabic
}
