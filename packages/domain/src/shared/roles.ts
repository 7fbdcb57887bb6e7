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
