import type { RequestContext } from '#api/plugins/context'
import { ping } from './health.repository'
import type { Readiness } from '#api/plugins/readiness'

/** A database that takes longer than this to answer `select 1` is not ready. */
const pingTimeoutMs = 2000

export async function checkHealth(ctx: Pick<RequestContext, 'db'>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), pingTimeoutMs)
  })
  try {
    return await Promise.race([ping(ctx.db).catch(() => false), late])
  } finally {
    clearTimeout(timer)
  }
}

export type Part = 'up' | 'down'

/** The read replica as readiness shows it (db/replica/read-router.ts), for information. */
export interface ReplicaInformation {
  state: 'up' | 'lagging' | 'down' | 'not a standby'
  lagSeconds: number | null
}

/**
 * Issue 44 §2: the database, the jobs' queue and the realtime LISTEN, and whether the process is draining. The read
 * replica (§4) is shown but not counted: when it is down the primary serves its reads.
 */
export async function checkReadiness(
  ctx: Pick<RequestContext, 'db'>,
  readiness: Readiness,
): Promise<{
  ready: boolean
  draining: boolean
  parts: Record<string, Part>
  replica: ReplicaInformation | undefined
}> {
  const database = await checkHealth(ctx)
  const parts: Record<string, Part> = { database: database ? 'up' : 'down' }
  for (const [part, up] of Object.entries(readiness.parts())) parts[part] = up ? 'up' : 'down'
  const ready = !readiness.draining && Object.values(parts).every((state) => state === 'up')
  const replica = readiness.information().replica as ReplicaInformation | undefined
  return { ready, draining: readiness.draining, parts, replica }
}
