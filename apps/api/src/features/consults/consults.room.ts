import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { BookingStatus } from '@app/domain/bookings'
import { assertTransition } from '@app/domain/bookings'
import {
  callRefusal,
  callVideoConstraints,
  callWindow,
  startsConsult,
  type ConsultView,
  type IceServer,
  type VideoToken,
} from '@app/domain/consults'
import { DomainError, egyptTimeZone } from '@app/domain/shared'
import type { Config } from '#api/config'
import type { SignedInContext } from '#api/plugins/context'
import { publishUpdated, sideOf } from './consults.access'
import * as consultsRepository from './consults.repository'
import { getConsult } from './consults.view'

// The call room: entering it (the video token and its ICE servers) and the doctor ending the consult

export const cairoClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: egyptTimeZone,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

export const hashToken = (token: string) => createHash('sha256').update(token).digest()

/**
 * The ICE servers a client gets with its token: STUN from configuration, and TURN with credentials that expire
 * (the TURN REST scheme coturn's `use-auth-secret` implements: the user name is `expiry:userId`, the password the
 * base64 HMAC-SHA1 of it under the shared secret).
 */
export function iceServersFor(config: Config['call'], userId: string, now: Date): IceServer[] {
  const servers: IceServer[] = []
  if (config.stunUrls.length) servers.push({ urls: config.stunUrls })
  if (config.turn) {
    const expiry = Math.floor(now.getTime() / 1000) + config.turn.ttlSeconds
    const username = `${expiry}:${userId}`
    const credential = createHmac('sha1', config.turn.secret).update(username).digest('base64')
    servers.push({ urls: config.turn.urls, username, credential })
  }
  return servers
}

/**
 * SPEC 7.2 `getVideoToken`: enters the caller's side into the room, from 300 s before the start (SPEC 4, 9). The
 * first entry of each side is recorded; when both are in, the booking becomes `going`. The token authorises this
 * tab's signalling for the booking until the room closes.
 */
export async function getVideoToken(ctx: SignedInContext, bookingId: string): Promise<VideoToken> {
  const now = ctx.clock.now()
  const token = randomBytes(24).toString('base64url')
  const { side, expiresAt } = await ctx.db.transaction().execute(async (trx) => {
    const booking = await consultsRepository.lockBooking(trx, bookingId)
    const side = booking && sideOf(ctx, booking)
    if (!booking || !side) throw new DomainError('BOOKING_NOT_FOUND')
    const status = booking.status as BookingStatus
    const refusal = callRefusal({ ...booking, status }, now)
    if (refusal === 'CALL_NOT_OPEN_YET')
      throw new DomainError(refusal, {
        opensAt: cairoClock.format(callWindow(booking.startsAt, booking.endsAt).opensAt),
      })
    if (refusal) throw new DomainError(refusal)
    const firstEntry = side === 'doctor' ? booking.doctorJoinedAt === null : booking.patientJoinedAt === null
    if (firstEntry) await consultsRepository.markJoined(trx, booking.id, side, now)
    const presence = {
      doctorJoined: booking.doctorJoinedAt !== null || side === 'doctor',
      patientJoined: booking.patientJoinedAt !== null || side === 'patient',
    }
    if (startsConsult(status, presence)) {
      assertTransition(status, 'going')
      await consultsRepository.setCallStatus(trx, booking.id, { status: 'going', startedAt: now }, now)
    }
    const expiresAt = callWindow(booking.startsAt, booking.endsAt).overrunUntil
    await consultsRepository.insertToken(trx, {
      tokenHash: hashToken(token),
      bookingId: booking.id,
      userId: ctx.session.userId,
      role: side,
      expiresAt,
    })
    if (firstEntry) await publishUpdated(trx, booking)
    return { side, expiresAt }
  })
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    role: side,
    iceServers: iceServersFor(ctx.config.call, ctx.session.userId, now),
    video: { ...callVideoConstraints },
  }
}

/** SPEC 4: the doctor ends the consult (`going → finished`); both sides then leave for their summary pages. */
export async function endConsult(ctx: SignedInContext, bookingId: string): Promise<ConsultView> {
  const now = ctx.clock.now()
  await ctx.db.transaction().execute(async (trx) => {
    const booking = await consultsRepository.lockBooking(trx, bookingId)
    const side = booking && sideOf(ctx, booking)
    if (!booking || !side) throw new DomainError('BOOKING_NOT_FOUND')
    if (side !== 'doctor') throw new DomainError('FORBIDDEN')
    if (booking.status === 'finished') return
    assertTransition(booking.status as BookingStatus, 'finished')
    await consultsRepository.setCallStatus(trx, booking.id, { status: 'finished', finishedAt: now }, now)
    // The call's tokens end with it (issue 41 §2): no more signalling, on any instance.
    await consultsRepository.deleteTokensOf(trx, booking.id)
    await publishUpdated(trx, booking)
  })
  return getConsult(ctx, bookingId)
}
