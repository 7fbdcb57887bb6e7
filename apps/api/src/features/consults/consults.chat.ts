import type { BookingStatus } from '@app/domain/bookings'
import { callRefusal, callWindow, type CallMessage, type CallRole } from '@app/domain/consults'
import { DomainError } from '@app/domain/shared'
import type { Database } from '#api/db/database'
import * as filesService from '#api/features/files/files.service'
import * as realtimeService from '#api/features/realtime/realtime.service'
import type { SignedInContext } from '#api/plugins/context'
import { consultOf, partiesOf } from './consults.access'
import * as consultsRepository from './consults.repository'
import type { ConsultRow } from './consults.repository'
import { cairoClock } from './consults.room'

// The call's chat: its messages and the images and PDFs shown during the call

function messageOf(row: consultsRepository.MessageRow, userId: string): CallMessage {
  return {
    id: row.id,
    senderRole: row.senderRole as CallRole,
    mine: row.senderId === userId,
    text: row.body,
    file:
      row.fileId && row.contentType
        ? {
            id: row.fileId,
            name: `${row.contentType === 'application/pdf' ? 'document' : 'image'}-${row.fileId.slice(0, 8)}.${
              row.contentType.split('/')[1] === 'jpeg' ? 'jpg' : row.contentType.split('/')[1]
            }`,
            contentType: row.contentType,
            sizeBytes: row.sizeBytes ?? 0,
            url: filesService.fileUrl(row.fileId),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A call's chat is for its two sides while the room can be used, and readable after (no admin reads it here). */
async function chatOf(ctx: SignedInContext, bookingId: string): Promise<{ row: ConsultRow; side: CallRole }> {
  const consult = await consultOf(ctx, bookingId)
  if (consult.row.practice !== 'video') throw new DomainError('CALL_NOT_VIDEO')
  return consult
}

export async function listMessages(
  ctx: SignedInContext,
  bookingId: string,
): Promise<{ items: CallMessage[] }> {
  await chatOf(ctx, bookingId)
  const rows = await consultsRepository.listMessages(ctx.db, bookingId)
  return { items: rows.map((row) => messageOf(row, ctx.session.userId)) }
}

/** A chat holds at most this many messages: a consult is a conversation, not a file store. */
export const maxCallMessages = 200

async function assertCanPost(ctx: SignedInContext, row: ConsultRow): Promise<void> {
  const refusal = callRefusal({ ...row, status: row.status as BookingStatus }, ctx.clock.now())
  if (refusal === 'CALL_NOT_OPEN_YET')
    throw new DomainError(refusal, {
      opensAt: cairoClock.format(callWindow(row.startsAt, row.endsAt).opensAt),
    })
  if (refusal) throw new DomainError(refusal)
  if ((await consultsRepository.countMessages(ctx.db, row.id)) >= maxCallMessages)
    throw new DomainError('RATE_LIMITED', { seconds: 60 })
}

async function tellPosted(db: Database, row: ConsultRow, messageId: string): Promise<void> {
  await realtimeService.publishAll(
    db,
    partiesOf(row).map((userId) => ({
      userId,
      message: { type: 'call.message' as const, bookingId: row.id, messageId },
    })),
  )
}

export async function postMessage(
  ctx: SignedInContext,
  bookingId: string,
  text: string,
): Promise<CallMessage> {
  const { row, side } = await chatOf(ctx, bookingId)
  await assertCanPost(ctx, row)
  const now = ctx.clock.now()
  const id = await ctx.db.transaction().execute(async (trx) => {
    const id = await consultsRepository.insertMessage(
      trx,
      { bookingId, senderId: ctx.session.userId, senderRole: side, body: text, fileId: null },
      now,
    )
    await tellPosted(trx, row, id)
    return id
  })
  return {
    id,
    senderRole: side,
    mine: true,
    text,
    file: null,
    createdAt: now.toISOString(),
  }
}

/** An image or a PDF shown during the call (a rash, a previous report): a file of the booking's two sides. */
export async function postFile(
  ctx: SignedInContext,
  bookingId: string,
  upload: { body: Buffer; filename?: string; mimetype?: string },
): Promise<CallMessage> {
  const { row, side } = await chatOf(ctx, bookingId)
  await assertCanPost(ctx, row)
  const now = ctx.clock.now()
  let messageId = ''
  await filesService.storeUpload(
    ctx,
    {
      purpose: 'consultAttachment',
      body: upload.body,
      allowed: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
      declared: { filename: upload.filename, mimetype: upload.mimetype },
    },
    async (trx, file) => {
      messageId = await consultsRepository.insertMessage(
        trx,
        { bookingId, senderId: ctx.session.userId, senderRole: side, body: null, fileId: file.id },
        now,
      )
      await tellPosted(trx, row, messageId)
      return { replaced: null }
    },
  )
  const rows = await consultsRepository.listMessages(ctx.db, bookingId)
  const posted = rows.find((r) => r.id === messageId)
  if (!posted) throw new DomainError('NOT_FOUND')
  return messageOf(posted, ctx.session.userId)
}
