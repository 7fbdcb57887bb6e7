import type { Role } from '@app/domain/shared'
import type { Database } from '#api/db/database'

/**
 * Issue 41 §6: what accounts needs of the role profiles — which roles a user holds (the session, the password
 * reset's role check), the session's summary of one, and a new email or phone copied into every profile (SPEC 7.1)
 * in the transaction that changed it. Profiles imports accounts (contact.service: a profile links a first email),
 * so accounts must not import profiles: the profiles feature registers these when its service module loads
 * (profiles.service.ts; every process loads it through src/seams.ts), and accounts calls them here.
 *
 * A seam, not a bus (as shared/doctor-changes): one provider, and `contactChanged` runs in the caller's
 * transaction, so a refused copy rolls the change of contact back.
 */
export interface AccountProfileSummary {
  name: string
  nameEn: string | null
  /** A patient's or doctor's; null for a lab, radio or admin. */
  gender: 'male' | 'female' | null
  photoUrl: string | null
  hasAddress: boolean
  verified: boolean
  testing: boolean
  regCompleteness: Record<string, number> | null
}

export interface AccountProfiles {
  rolesOf(db: Database, userId: string): Promise<Role[]>
  summaryOf(db: Database, userId: string, role: Role): Promise<AccountProfileSummary | null>
  contactChanged(
    db: Database,
    userId: string,
    contact: { email?: string | null; phoneNumber?: string },
  ): Promise<void>
}

let provider: AccountProfiles | null = null

/** Set by the profiles feature when its service module loads; one provider. */
export function provideAccountProfiles(next: AccountProfiles): void {
  provider = next
}

function profiles(): AccountProfiles {
  if (!provider) throw new Error('account profiles used before the profiles feature registered them')
  return provider
}

/** The role profiles a user holds. */
export async function rolesOf(db: Database, userId: string): Promise<Role[]> {
  return profiles().rolesOf(db, userId)
}

/** The session's summary of the user's profile for a role; null when the user holds none. */
export async function summaryOf(
  db: Database,
  userId: string,
  role: Role,
): Promise<AccountProfileSummary | null> {
  return profiles().summaryOf(db, userId, role)
}

/** Call in the transaction that changed a user's email or phone: every profile of the user gets it. */
export async function contactChanged(
  db: Database,
  userId: string,
  contact: { email?: string | null; phoneNumber?: string },
): Promise<void> {
  await profiles().contactChanged(db, userId, contact)
}
