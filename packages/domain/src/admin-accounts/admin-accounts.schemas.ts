import { z } from 'zod'
import { phoneNumberSchema } from '../accounts/accounts.fields'
import { normalizeName } from '../doctors/doctors.search'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'

/**
 * The admins' account consoles (issue 10 §1, SPEC 2.9, 4, 6): /manage-patients, /manage-labs, /manage-radios (doctors
 * have /manage-doctors with their review), an account's page with activate / deactivate and testing, and
 * /manage-admins.
 */

export const managedKinds = ['patient', 'lab', 'radio'] as const
export const managedKindSchema = z.enum(managedKinds)
export type ManagedKind = z.infer<typeof managedKindSchema>

export const accountStates = ['active', 'deactivated', 'testing'] as const
export const accountStateSchema = z.enum(accountStates)
export type AccountState = z.infer<typeof accountStateSchema>

export const accountSorts = ['newest', 'oldest', 'name'] as const
export const accountSortSchema = z.enum(accountSorts)
export type AccountSort = z.infer<typeof accountSortSchema>

export const accountPageSize = 25

const dayOf = z.iso.date(vkey('date.notValid'))

/** A name (Arabic or English) or a mobile number; from 2 characters (SPEC 2.9's search bars). */
export const adminSearchSchema = z
  .string()
  .trim()
  .transform(toWesternDigits)
  .pipe(z.string().min(2, vkey('search.tooShort')).max(100, vkey('tooLong')))

/** A search typed in an admin list: a mobile number (with or without its 0 or +20) or a name, normalised. */
export function adminSearchTerms(q: string | undefined): { name?: string; phone?: string } {
  if (!q) return {}
  const digits = q.replace(/[\s-]/g, '')
  if (/^\+?\d+$/.test(digits)) {
    const national = digits.replace(/^\+?20/, '')
    return { phone: national.startsWith('1') ? `0${national}` : national }
  }
  return { name: normalizeName(q) }
}

/** What every admin account list filters by besides its own status: a search, a governorate, the created days. */
export const adminListFiltersSchema = z.object({
  q: adminSearchSchema.optional(),
  governorateId: z.coerce.number().int().min(1).max(1000).optional(),
  /** Created on or after this Cairo day, and on or before `to`. */
  from: dayOf.optional(),
  to: dayOf.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

/** `to` is not before `from`. */
export const daysInOrder: [
  (query: { from?: string | undefined; to?: string | undefined }) => boolean,
  { path: string[]; message: string },
] = [
  (query) => !query.from || !query.to || query.from <= query.to,
  { path: ['to'], message: vkey('date.beforeStart') },
]

export const accountListQuerySchema = adminListFiltersSchema
  .extend({ state: accountStateSchema.optional(), sort: accountSortSchema.default('newest') })
  .refine(...daysInOrder)
export type AccountListQuery = z.infer<typeof accountListQuerySchema>

export const accountListItemSchema = z.object({
  userId: z.uuid(),
  kind: managedKindSchema,
  name: z.string(),
  phone: z.string(),
  governorateId: z.number().int().nullable(),
  verified: z.boolean(),
  deactivated: z.boolean(),
  testing: z.boolean(),
  isAdmin: z.boolean(),
  createdAt: z.iso.datetime(),
})
export type AccountListItem = z.infer<typeof accountListItemSchema>

export const accountListSchema = z.object({
  items: z.array(accountListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AccountList = z.infer<typeof accountListSchema>

/** Where a user stands, whatever their profiles: what an admin's change to the account acts on. */
export const accountStatusSchema = z.object({
  userId: z.uuid(),
  phone: z.string(),
  email: z.string().nullable(),
  language: z.enum(['ar', 'en']),
  roles: z.array(z.enum(['patient', 'doctor', 'lab', 'radio', 'admin'])),
  isAdmin: z.boolean(),
  deactivated: z.boolean(),
  testing: z.boolean(),
  /** Signed-in devices now (a deactivation ends them all). */
  sessions: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type AccountStatus = z.infer<typeof accountStatusSchema>

export const accountDetailSchema = z.object({
  account: accountStatusSchema,
  item: accountListItemSchema,
})
export type AccountDetail = z.infer<typeof accountDetailSchema>

/** Deactivate or reactivate, mark or unmark as testing (SPEC 4, 6); at least one. */
export const accountChangeSchema = z
  .object({ deactivated: z.boolean().optional(), testing: z.boolean().optional() })
  .refine((change) => change.deactivated !== undefined || change.testing !== undefined, {
    message: vkey('required'),
  })
export type AccountChange = z.infer<typeof accountChangeSchema>

// Admins (/manage-admins)

export const adminItemSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** Has set up the authenticator (asked at every admin sign-in). */
  secondFactor: z.boolean(),
  deactivated: z.boolean(),
  isSelf: z.boolean(),
})
export type AdminItem = z.infer<typeof adminItemSchema>

export const adminListSchema = z.object({ items: z.array(adminItemSchema), total: z.number().int() })
export type AdminList = z.infer<typeof adminListSchema>

/** An admin is made from an existing user, found by their mobile number (the admin claim, SPEC 6). */
export const grantAdminSchema = z.object({
  phone: z.string().trim().max(40).transform(toWesternDigits).pipe(phoneNumberSchema),
})
export type GrantAdmin = z.infer<typeof grantAdminSchema>
