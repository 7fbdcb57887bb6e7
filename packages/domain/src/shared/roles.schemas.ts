import { z } from 'zod'
import { languages, roles, signUpRoles, type Language, type Role, type SignUpRole } from './roles'
import type { SameType } from './validation'

/** The schemas of roles.ts's lists, apart from them: a first screen reads the lists without zod (issue 8 §5). */
export const roleSchema = z.enum(roles)
export const signUpRoleSchema = z.enum(signUpRoles)
export const languageSchema = z.enum(languages)

true satisfies SameType<Role, z.infer<typeof roleSchema>>
true satisfies SameType<SignUpRole, z.infer<typeof signUpRoleSchema>>
true satisfies SameType<Language, z.infer<typeof languageSchema>>
