import type { Database } from '#api/db/database'
import type { RequestContext } from '#api/plugins/context'
import * as filesRepository from './files.repository'
import type { FileRecord } from './files.repository'

/**
 * Who may read a stored file, per kind of file (docs/decisions/0006). Every kind names its rule here; a file of
 * an unknown kind is read by no one but its owner.
 *
 * - `public`: anyone, signed in or not (profile photos: they appear on public doctor pages; ids are unguessable).
 * - otherwise the owner; an admin too, and the admin's read is audited; and whoever a grant below lets in, audited
 *   too. Grants are the extension point for the readers to come: the doctor of a booking (a patient's identity
 *   document), the lab or radiology centre of an order (a prescription, a result).
 */
export type Reader = NonNullable<RequestContext['session']>

/** Lets a reader who is neither the owner nor an admin read a file; true to let them in. */
export type ReadGrant = (db: Database, file: FileRecord, reader: Reader) => Promise<boolean>

export interface ReadPolicy {
  public: boolean
  /** Cache-Control of the answer: identity and health documents are never kept by a browser or a proxy. */
  cacheControl: string
  /** Readers beyond the owner and the admins. */
  grants: readonly ReadGrant[]
}

const privateDocument: ReadPolicy = { public: false, cacheControl: 'no-store', grants: [] }

/** A file shown during a video consult: its booking's other side reads it too (issue 11 §1). */
const callParty: ReadGrant = (db, file, reader) =>
  filesRepository.isCallAttachmentParty(db, file.id, reader.userId)

/** A centre's report: its centre, the payer and the referring doctor read it too (issue 43 §4). */
const centreReportReader: ReadGrant = (db, file, reader) =>
  filesRepository.isCentreReportReader(db, file.id, reader.userId)

export const readPolicies: Record<string, ReadPolicy> = {
  avatar: { public: true, cacheControl: 'private, max-age=3600', grants: [] },
  // Soon: grants for the doctor of the patient's booking (SPEC booking), audited as any non-owner read.
  idDocument: privateDocument,
  doctorDocument: privateDocument,
  consultAttachment: { public: false, cacheControl: 'no-store', grants: [callParty] },
  centreReport: { public: false, cacheControl: 'no-store', grants: [centreReportReader] },
}

export function policyOf(purpose: string): ReadPolicy {
  return readPolicies[purpose] ?? privateDocument
}

export type ReadDecision = 'public' | 'owner' | 'audited' | 'unauthenticated' | 'denied'

/** Decides one read: whether it is allowed, and whether it must be written to the audit log. */
export async function decideRead(
  db: Database,
  file: FileRecord,
  reader: Reader | null | undefined,
): Promise<ReadDecision> {
  const policy = policyOf(file.purpose)
  if (policy.public) return 'public'
  if (!reader) return 'unauthenticated'
  if (file.ownerUserId === reader.userId) return 'owner'
  if (reader.isAdmin) return 'audited'
  for (const grant of policy.grants) if (await grant(db, file, reader)) return 'audited'
  return 'denied'
}
