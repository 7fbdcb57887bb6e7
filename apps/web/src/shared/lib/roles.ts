import type { Language, Role } from '@app/domain/shared'

// The domain's `roles`, `languages` and `isEnglishOnlyRole` live beside zod schemas in the same module, and a module
// goes whole into one chunk: importing them here would put zod (~40 KB gzip) on the home page. These copies are
// checked against the domain's types below, so a new role or language fails the type check until added here.
export const allRoles = ['patient', 'doctor', 'lab', 'radio', 'admin'] as const satisfies readonly Role[]
export const allLanguages = ['ar', 'en'] as const satisfies readonly Language[]

type Exhaustive<Listed, All> = [Exclude<All, Listed>] extends [never] ? true : false
const rolesComplete: Exhaustive<(typeof allRoles)[number], Role> = true
const languagesComplete: Exhaustive<(typeof allLanguages)[number], Language> = true
void rolesComplete
void languagesComplete

export function isLanguage(value: unknown): value is Language {
  return allLanguages.some((language) => language === value)
}

/** SPEC 1 and 2.3: lab and radio use English only and have no language selector (domain: isEnglishOnlyRole). */
export function isEnglishOnly(role: Role | null | undefined): boolean {
  return role === 'lab' || role === 'radio'
}
