import type { FastifyBaseLogger } from 'fastify'
import { createContext, type ContextDeps } from '#api/plugins/context'
import { jobSchemas, type JobName } from './definitions'
import { jobHandlers, type JobHandlers } from './handlers'

/**
 * Runs every queue's handler in this process (the API by default, or `npm run worker`). Each job gets its context from
 * the same factory as a request: the language and recipient from the job's data, a child logger with the job's name
 * and id, the job id as the request id.
 */
export async function startWorkers(
  deps: ContextDeps,
  log: FastifyBaseLogger,
  handlers: JobHandlers = jobHandlers,
): Promise<void> {
  for (const name of Object.keys(jobSchemas) as JobName[]) {
    await deps.jobs.work(name, async (data, job) => {
      const jobLog = log.child({ job: name, jobId: job.id, attempt: job.retryCount + 1 })
      const fields = data as { language?: 'ar' | 'en'; userId?: string }
      const ctx = createContext(deps, {
        log: jobLog,
        requestId: job.id,
        language: fields.language ?? 'ar',
        userId: fields.userId ?? null,
        ip: 'job',
      })
      const started = performance.now()
      try {
        // Each handler is typed by its own name; the union is narrowed by the lookup.
        await (handlers[name] as (c: typeof ctx, d: typeof data, k: string) => Promise<void>)(
          ctx,
          data,
          job.id,
        )
        jobLog.info({ ms: Math.round(performance.now() - started) }, 'job done')
      } catch (error) {
        jobLog.warn({ err: error }, 'job attempt failed')
        throw error
      }
    })
  }
}
