import { randomUUID } from 'node:crypto'
import { clientMessageSchema, type ClientMessage, type RealtimeMessage } from '@app/domain/realtime'
import { DomainError } from '@app/domain/shared'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { liveSessionIds } from '#api/features/accounts/sessions.service'
import { sessionCookie, signedIn } from '#api/plugins/auth'
import { childContext, type Clock } from '#api/plugins/context'
import { assertOwnOrigin } from '#api/plugins/csrf'
import type { Readiness } from '#api/plugins/readiness'
import { clientFrameLimits, listen, RealtimeHub, type RealtimeConnection } from './realtime.service'

export interface RealtimeRoutesOptions {
  db: Database
  config: Config
  clock: Clock
  /**
   * What a client may send (issue 11 §1: a call's signalling), composed in app.ts: each frame is parsed against
   * the client message schema first; a malformed one is dropped.
   */
  onClientMessage?: (connection: RealtimeClient, message: ClientMessage) => Promise<unknown>
  /** The process's readiness (issue 44 §2, §3): the LISTEN connection is part of it; draining closes the sockets. */
  readiness?: Readiness
  /** Hands over how many sockets this instance holds now: /metrics shows it (issue 44 §5). */
  onSocketCount?: (count: () => number) => void
}

/**
 * The socket as `onClientMessage` sees it: one object for the socket's whole life, so what a handler keeps per
 * connection (a WeakMap keyed by it) lives and dies with the socket, not with each frame.
 */
export type RealtimeClient = Readonly<
  Pick<RealtimeConnection, 'id' | 'userId'> & { log: RealtimeConnection['ctx']['log'] }
>

/**
 * Refuses the upgrade before any socket exists: 401 without a live session (the cookie or the mobile bearer token,
 * judged by the request hook of plugins/auth.ts like any request), 403 when the cookie comes from a page of another
 * origin (cross-site WebSocket hijacking).
 */
function authorizeUpgrade(request: FastifyRequest, config: Config): void {
  signedIn(request)
  if (request.cookies[sessionCookie]) assertOwnOrigin(request, config)
}

/**
 * Issue 8 §2: `GET /api/v1/realtime`, one WebSocket per client, subscribed to its own user's messages. This instance
 * LISTENs on the realtime channel through one dedicated connection and hands each message to its sockets; a
 * heartbeat drops sockets that stopped answering and closes those whose session ended without a row being deleted
 * (idle or absolute expiry). Ended sessions whose row is deleted arrive as session.ended messages at once.
 */
export const realtimeRoutes: FastifyPluginAsync<RealtimeRoutesOptions> = async (
  app,
  { db, config, clock, onClientMessage, readiness, onSocketCount },
) => {
  const hub = new RealtimeHub(app.log)
  onSocketCount?.(() => hub.connections().length)
  readiness?.add('realtime', () => hub.listening)
  // A deploy's SIGTERM: 1012 (service restart) tells each client to reconnect, which the load balancer sends to
  // another instance now that this one says it is not ready.
  readiness?.whenDraining(() => hub.closeAll(1012, 'service restart'))
  const listener = listen(db, {
    onPayload: (payload) => hub.deliver(payload),
    onListening: () => {
      hub.listening = true
      app.log.info('realtime: listening')
    },
    onLost: (error) => {
      hub.listening = false
      app.log.warn({ err: error }, 'realtime: listening connection lost; reconnecting')
      // Its sockets would miss what is published until the listener is back: closed, their clients reconnect and
      // refetch, so an open socket always means nothing was missed since its ready message.
      hub.closeAll(1012, 'service restart')
    },
  })

  const alive = new WeakMap<RealtimeConnection, boolean>()
  const heartbeat = setInterval(() => void beat(), config.realtime.heartbeatMs)
  heartbeat.unref()
  async function beat() {
    const connections = hub.connections()
    for (const connection of connections) {
      if (alive.get(connection) === false) {
        connection.ctx.log.info('realtime socket dropped: no answer to ping')
        connection.terminate()
        hub.remove(connection)
        continue
      }
      alive.set(connection, false)
      connection.ping()
    }
    if (!connections.length) return
    try {
      const live = await liveSessionIds(db, [...new Set(connections.map((c) => c.sessionId))], clock.now())
      for (const connection of connections) {
        if (live.has(connection.sessionId)) continue
        connection.send({ type: 'session.ended', sessionId: connection.sessionId })
        hub.endSession(connection)
      }
    } catch (error) {
      app.log.warn({ err: error }, 'realtime: session check failed')
    }
  }

  app.addHook('onClose', async () => {
    clearInterval(heartbeat)
    await listener.close()
  })

  app.get(
    '/',
    {
      websocket: true,
      // Clients reconnect with backoff (at most a few times a minute); this stops a broken or hostile loop from
      // costing a session lookup per attempt. Generous, as many phones share one carrier address.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      preValidation: async (request) => {
        // Draining (SIGTERM): the client is to reconnect to another instance, not here.
        if (readiness?.draining) throw new DomainError('SERVICE_UNAVAILABLE')
        authorizeUpgrade(request, config)
      },
      schema: { operationId: 'openRealtime', tags: ['realtime'], hide: true },
    },
    (socket, request) => {
      if (!hub.listening) {
        socket.close(1013, 'try again later')
        return
      }
      const session = signedIn(request).session
      const connectionId = randomUUID()
      const ctx = childContext(signedIn(request), { connectionId })
      const connection: RealtimeConnection = {
        id: connectionId,
        userId: session.userId,
        sessionId: session.id,
        ctx,
        send: (message: RealtimeMessage) => {
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
        },
        close: (code, reason) => socket.close(code, reason),
        ping: () => socket.ping(),
        terminate: () => socket.terminate(),
      }
      alive.set(connection, true)
      socket.on('pong', () => alive.set(connection, true))
      const client: RealtimeClient = Object.freeze({ id: connectionId, userId: session.userId, log: ctx.log })
      let handled: Promise<unknown> = Promise.resolve()
      let queued = 0
      let open = true
      const budget = { second: 0, used: 0 }
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        if (!open) return
        const second = Math.floor(clock.now().getTime() / 1000)
        if (budget.second !== second) Object.assign(budget, { second, used: 0 })
        budget.used += 1
        if (budget.used > clientFrameLimits.closeAbovePerSecond) {
          open = false
          ctx.log.warn('realtime socket closed: too many client messages')
          socket.close(1008, 'too many messages')
          return
        }
        if (budget.used > clientFrameLimits.perSecond) {
          if (budget.used === clientFrameLimits.perSecond + 1)
            ctx.log.warn('realtime: client messages dropped: over budget')
          return
        }
        if (queued >= clientFrameLimits.maxQueued) {
          ctx.log.warn('realtime: client message dropped: queue full')
          return
        }
        let message: ClientMessage
        try {
          if (isBinary || !onClientMessage) throw new Error('not expected')
          message = clientMessageSchema.parse(JSON.parse(data.toString('utf8')))
        } catch {
          ctx.log.debug('realtime: client message dropped')
          return
        }
        // One at a time per socket, in the order sent: a call's candidates never overtake their offer.
        queued += 1
        handled = handled
          .then(() => (open ? onClientMessage(client, message) : undefined))
          .catch((error: unknown) => ctx.log.warn({ err: error }, 'realtime: client message failed'))
          .finally(() => {
            queued -= 1
          })
      })
      socket.on('error', (error) => ctx.log.warn({ err: error }, 'realtime socket error'))
      socket.on('close', () => {
        // What is still queued is dropped: nobody is there to answer, and a closed socket holds no work.
        open = false
        hub.remove(connection)
        ctx.log.debug('realtime socket closed')
      })
      hub.add(connection)
      connection.send({ type: 'realtime.ready', connectionId })
      ctx.log.debug('realtime socket opened')
    },
  )
}
