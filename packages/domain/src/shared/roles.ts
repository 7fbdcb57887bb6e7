/**
 * SPEC 3: role values. `radio` is a radiology centre. Zod-free for the first screens (issue 8 §5): the schemas are in
 * roles.schemas.ts.
 */
export const roles = ['patient', 'doctor', 'lab', 'radio', 'admin'] as const
export type Role = (typeof roles)[number]

/** Roles a person can register as; admins are created by other admins. */
export const signUpRoles = ['patient', 'doctor', 'lab', 'radio'] as const
export type SignUpRole = (typeof signUpRoles)[number]

export const languages = ['ar', 'en'] as const
export type Language = (typeof languages)[number]
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
