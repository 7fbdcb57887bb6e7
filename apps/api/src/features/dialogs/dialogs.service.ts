import {
  dialogDocuments,
  type DialogDocument,
  type DialogLeaf,
  type DialogList,
  type DialogText,
} from '@app/domain/dialogs'
import { DomainError } from '@app/domain/shared'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '#api/db/database'
import { copiesPerDatabase, NotifiedCopy } from '#api/features/realtime/realtime.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as dialogsRepository from './dialogs.repository'
import type { DialogRow } from './dialogs.repository'
import * as auditService from '#api/features/audit/audit.service'

/**
 * Dialogs (SPEC 3.7, 2.9; issue 10 §2; docs/decisions/0019): the texts the app shows doctors, read through a copy
 * per API instance and edited by admins. A save NOTIFYs in its transaction; every instance LISTENs and drops its
 * copy, so two instances on one database both serve the new text once it commits. An instance that is not
 * listening (starting, or its connection lost) keeps no copy: it reads the database each time.
 */

const copyOf = copiesPerDatabase(
  () => new NotifiedCopy<DialogLeaf[]>(dialogsRepository.dialogsChannel, 'dialogs'),
)

/** This instance's LISTEN for changes of the dialogs; closed with the app. */
export function startCache(db: Database, log: FastifyBaseLogger) {
  return copyOf(db).listen(db, log)
}

const toLeaf = (row: DialogRow): DialogLeaf => ({
  key: row.key,
  ar: row.ar,
  en: row.en,
  updatedAt: row.updatedAt.toISOString(),
})

async function leavesOf(ctx: Pick<RequestContext, 'db'>, document: DialogDocument): Promise<DialogLeaf[]> {
  return copyOf(ctx.db).read(document, async () =>
    (await dialogsRepository.listOfDocument(ctx.db, document)).map(toLeaf),
  )
}

/** The document's texts: for doctors, whom they are written for, and admins, who edit them. */
export async function getDialogs(ctx: SignedInContext, document: DialogDocument): Promise<DialogList> {
  const role = ctx.session.contextRole
  if (role !== 'doctor' && !(role === 'admin' && ctx.session.isAdmin)) throw new DomainError('FORBIDDEN')
  return { document, items: await leavesOf(ctx, document) }
}

/** An admin's new texts for one leaf: audited with before and after, every instance told once it commits. */
export async function updateDialog(
  ctx: SignedInContext,
  document: DialogDocument,
  key: string,
  text: DialogText,
): Promise<DialogLeaf> {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
  const leaf = await ctx.db.transaction().execute(async (trx) => {
    const before = await dialogsRepository.lock(trx, document, key)
    if (!before) throw new DomainError('DIALOG_NOT_FOUND', { key })
    const after = await dialogsRepository.update(trx, document, key, {
      ar: text.ar,
      en: text.en,
      updatedAt: ctx.clock.now(),
      updatedBy: ctx.session.userId,
    })
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'dialog.update',
      resource: `dialogs/${document}/${key}`,
      detail: { before: { ar: before.ar, en: before.en }, after: { ar: after.ar, en: after.en } },
    })
    await dialogsRepository.notifyChanged(trx, document)
    return toLeaf(after)
  })
  // This instance drops its copy at once; the others when the NOTIFY reaches them (milliseconds).
  copyOf(ctx.db).drop()
  return leaf
}

export const isDialogDocument = (value: string): value is DialogDocument =>
  (dialogDocuments as readonly string[]).includes(value)

/** Whether this instance keeps a copy (its LISTEN is up): for tests that need the copy in place. */
export const isCaching = (db: Database): boolean => copyOf(db).isListening
