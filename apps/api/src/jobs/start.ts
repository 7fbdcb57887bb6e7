import type { FastifyBaseLogger } from 'fastify'
import type { Adapters } from '#api/adapters/adapters'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import type { Clock } from '#api/plugins/context'
import { JobQueue, type AppJobQueue, type JobTuning } from './queue'
import { startWorkers } from './runner'

/**
 * Starts the job queue of a process (installing or upgrading pg-boss's schema when needed) and, when `workers` is on,
 * this process's workers: the API does so unless WORKERS=off; `npm run worker` always does.
 */
export async function startJobs(deps: {
  config: Config
  db: Database
  connectionString: string
  adapters: Adapters
  log: FastifyBaseLogger
  workers: boolean
  clock?: Clock
  tuning?: JobTuning
  instanceName: string
}): Promise<AppJobQueue> {
  const jobs: AppJobQueue = new JobQueue({
    connectionString: deps.connectionString,
    db: deps.db,
    log: deps.log,
    instanceName: deps.instanceName,
    ...(deps.tuning ? { tuning: deps.tuning } : {}),
  })
  await jobs.start()
  if (deps.workers) {
    await startWorkers(
      {
        db: deps.db,
        config: deps.config,
        clock: deps.clock ?? { now: () => new Date() },
        adapters: deps.adapters,
        jobs,
      },
      deps.log,
    )
  }
  return jobs
}
