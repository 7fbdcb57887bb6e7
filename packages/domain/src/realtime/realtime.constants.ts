/** Where the one realtime socket of a client connects (issue 8 §2). */
export const realtimePath = '/api/v1/realtime'

/**
 * Close codes of the realtime socket (4000–4999 are the application's): the session ended, so the client must not
 * reconnect before it signs in again.
 */
export const realtimeCloseCode = { sessionEnded: 4401 } as const

/**
 * PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope (user id, JSON keys) takes about 60 of
 * them, and a message past this size is a bug (send ids, not bodies).
 */
export const realtimeMaxMessageBytes = 7800

/** The largest frame a client may send (a call's session description is a few kilobytes; issue 11 §1). */
export const realtimeMaxClientFrameBytes = 32 * 1024
