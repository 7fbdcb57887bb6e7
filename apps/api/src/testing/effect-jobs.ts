import { z } from 'zod'

/** The `test.effect` queue of jobs.test.ts and its worker process (effect-worker.ts). */
export const effectSchemas = { 'test.effect': z.object({ key: z.string() }) }
export const effectPolicies = {
  'test.effect': { retryLimit: 3, retryDelay: 0, expireInSeconds: 2, deleteAfterSeconds: 3600 },
}
