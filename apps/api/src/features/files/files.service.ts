import { randomUUID } from 'node:crypto'
import type { UploadedFile } from '@app/domain/profiles'
import { constants, DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import { documentMaxEdge, reencodeImage, type ReencodeOptions } from './files.images'
import { decideRead, policyOf } from './files.policy'
import * as filesRepository from './files.repository'
import { sniffContentType } from './files.sniff'
import * as auditService from '#api/features/audit/audit.service'

/**
 * The files feature (docs/decisions/0006) owns stored files: the content check, the storage adapter, photos'
 * re-encoding, deleting what a new file replaces, the read policy per kind of file and the audit of reads. The
 * features a file belongs to (a profile's photo, a doctor's documents) only point their rows at it, in the
 * transaction this service opens.
 */

const extensionByType: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

/** The extensions a declared file name may carry for each type we accept. */
const extensionsByType: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
}

/**
 * Kinds of file whose images are re-encoded without their metadata before they are stored (a photo's EXIF GPS
 * position is not ours to keep): avatars, images shown during a consult (issue 11 §1), and identity and specialty
 * documents, downscaled to a legible page (issue 41 §1). A PDF stays as uploaded, its signature checked. A kind not
 * listed here is refused as an image: every image we keep is re-encoded.
 */
const imageHandling: Record<string, ReencodeOptions> = {
  avatar: {},
  consultAttachment: {},
  idDocument: { maxEdge: documentMaxEdge },
  doctorDocument: { maxEdge: documentMaxEdge },
}

export interface CheckedUpload {
  purpose: string
  body: Buffer
  /** The types the bytes may prove. */
  allowed: readonly string[]
  /**
   * What the client said the file was. When given, a name or a declared type that names another type than the
   * bytes prove is refused too (a PDF renamed as an image is not an image, even where both are welcome).
   */
  declared?: { filename?: string | undefined; mimetype?: string | undefined }
}

/** The type the bytes prove, or FILE_REQUIRED / FILE_TOO_BIG / FILE_TYPE_NOT_SUPPORTED. */
export function checkUpload(upload: CheckedUpload): string {
  const { body, allowed, declared } = upload
  if (body.length === 0) throw new DomainError('FILE_REQUIRED')
  if (body.length > constants.maxUploadBytes) throw new DomainError('FILE_TOO_BIG', { limit: '5 MB' })
  const contentType = sniffContentType(body)
  if (!contentType || !allowed.includes(contentType)) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  if (declared) {
    const mimetype = declared.mimetype?.toLowerCase()
    if (
      mimetype &&
      mimetype !== 'application/octet-stream' &&
      mimetype in extensionsByType &&
      mimetype !== contentType
    )
      throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
    const extension = declared.filename?.includes('.')
      ? declared.filename.split('.').pop()?.toLowerCase()
      : undefined
    const claimed = Object.entries(extensionsByType).find(([, list]) => extension && list.includes(extension))
    if (claimed && claimed[0] !== contentType) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  }
  return contentType
}

function imageOptions(purpose: string): ReencodeOptions {
  const options = imageHandling[purpose]
  if (!options) throw new DomainError('FILE_TYPE_NOT_SUPPORTED')
  return options
}

/**
 * What pointing a record at a new file did: false when there is no record to point (PROFILE_NOT_FOUND), else the
 * file it pointed at before, if any, which is then deleted (PDPL 151/2020: a replaced photo or identity document
 * is not kept).
 */
export type AttachResult = false | { replaced: string | null }

/**
 * Stores an upload after checking its bytes (ASVS 12.2.1: the content decides the type, never the name or the
 * declared type) and re-encoding a photo, then lets the caller point its record at the file in one transaction
 * (where it also refreshes what depends on it). A failed database write removes the stored bytes; a replaced
 * file's row goes in the same transaction and its bytes by a job enqueued in it.
 */
export async function storeUpload(
  ctx: SignedInContext,
  upload: CheckedUpload & {
    /** Whose file it is (who may read it): the uploader unless an admin uploads for someone. */
    ownerUserId?: string
  },
  attach: (db: Database, file: { id: string; contentType: string }) => Promise<AttachResult>,
): Promise<UploadedFile> {
  const contentType = checkUpload(upload)
  const body = contentType.startsWith('image/')
    ? await reencodeImage(upload.body, contentType, imageOptions(upload.purpose))
    : upload.body
  const userId = upload.ownerUserId ?? ctx.session.userId
  const storageKey = `${userId}/${upload.purpose}/${randomUUID()}.${extensionByType[contentType]}`
  await ctx.adapters.storage.put(storageKey, body, contentType)
  try {
    const fileId = await ctx.db.transaction().execute(async (trx) => {
      const id = await filesRepository.insertFile(trx, {
        ownerUserId: userId,
        purpose: upload.purpose,
        contentType,
        sizeBytes: body.length,
        storageKey,
      })
      const attached = await attach(trx, { id, contentType })
      if (!attached) throw new DomainError('PROFILE_NOT_FOUND')
      if (attached.replaced) {
        const replacedKey = await filesRepository.deleteFile(trx, attached.replaced)
        if (replacedKey) await deleteStoredLater(ctx, trx, [replacedKey])
      }
      return id
    })
    return { fileId, url: fileUrl(fileId) }
  } catch (error) {
    await ctx.adapters.storage.delete(storageKey)
    throw error
  }
}

/**
 * Deletes a stored file: `detach` removes what points at it (false: nothing of the caller's does, so NOT_FOUND),
 * then the file row goes in the same transaction and the bytes by a job enqueued in it.
 */
export async function deleteStoredFile(
  ctx: SignedInContext,
  fileId: string,
  detach: (db: Database) => Promise<boolean>,
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await detach(trx))) throw new DomainError('NOT_FOUND')
    const storageKey = await filesRepository.deleteFile(trx, fileId)
    if (storageKey) await deleteStoredLater(ctx, trx, [storageKey])
  })
}

/**
 * The bytes of files whose rows this transaction deletes go by a job enqueued in it: once it commits, and even if
 * this process stops right after (the bytes of a rolled-back delete stay).
 */
async function deleteStoredLater(ctx: Pick<RequestContext, 'jobs'>, trx: Database, storageKeys: string[]) {
  if (storageKeys.length === 0) return
  await ctx.jobs.enqueue(trx, 'files.deleteStored', { storageKeys }, { key: `files:${storageKeys[0]}` })
}

/**
 * A deleted account's photos and identity documents (issue 10 §1): the rows go in the caller's transaction (what
 * pointed at them is cleared first), the bytes by a job enqueued in it.
 */
export async function deletePersonalFilesOf(
  ctx: Pick<RequestContext, 'jobs'>,
  trx: Database,
  ownerUserId: string,
) {
  const storageKeys = await filesRepository.deletePersonalFilesOf(trx, ownerUserId)
  for (let i = 0; i < storageKeys.length; i += 200)
    await deleteStoredLater(ctx, trx, storageKeys.slice(i, i + 200))
}

/** Where a stored file is read. */
export const fileUrl = (fileId: string) => `/api/v1/files/${fileId}`
/** The same for a column that may hold no file. */
export const optionalFileUrl = (fileId: string | null) => (fileId ? fileUrl(fileId) : null)

export interface ReadableFile {
  body: Buffer
  contentType: string
  cacheControl: string
  /** PDFs are downloaded, never rendered from our origin; images are shown. */
  disposition: 'inline' | 'attachment'
}

/**
 * Reads a file under its kind's policy (files.policy.ts); a read by anyone but the owner of a private file is
 * written to the audit log (health and identity data, ARCHITECTURE "Health data"). What the reader may not see
 * is not found.
 */
export async function readFile(ctx: RequestContext, fileId: string): Promise<ReadableFile> {
  const file = await filesRepository.findFile(ctx.db, fileId)
  if (!file) throw new DomainError(ctx.session ? 'NOT_FOUND' : 'UNAUTHENTICATED')
  const decision = await decideRead(ctx.db, file, ctx.session)
  if (decision === 'unauthenticated') throw new DomainError('UNAUTHENTICATED')
  if (decision === 'denied') throw new DomainError('NOT_FOUND')
  if (decision === 'audited' && ctx.session)
    await auditService.record(ctx.db, {
      actorUserId: ctx.session.userId,
      action: 'file.read',
      subjectUserId: file.ownerUserId,
      resource: `files/${file.id}`,
    })
  const body = await ctx.adapters.storage.get(file.storageKey)
  if (!body) throw new DomainError('NOT_FOUND')
  return {
    body,
    contentType: file.contentType,
    cacheControl: policyOf(file.purpose).cacheControl,
    disposition: file.contentType === 'application/pdf' ? 'attachment' : 'inline',
  }
}
