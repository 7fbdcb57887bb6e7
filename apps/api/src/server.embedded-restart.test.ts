import { spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clusterDir, freePort } from '#api/db/embedded'

/**
 * Issue 44 §2, embedded mode: a real `npm start` process (server.ts with no DATABASE_URL) on its embedded PostgreSQL.
 * The postmaster is killed with SIGKILL (a crash, the OOM killer): the process starts it again on the same data
 * directory and serves again by itself. Killed a fourth time within ten minutes, it gives up and exits 1 with the
 * reason, for a process manager to act.
 */
const root = mkdtempSync(path.join(tmpdir(), 'sehha-embedded-'))
// As root, PostgreSQL runs as `postgres`, which must reach the cluster under DATA_DIR.
chmodSync(root, 0o777)
const dataDir = path.join(root, 'data')
const cluster = clusterDir(dataDir)
let port = 0
let child: ChildProcess
let output = ''

const until = async (what: () => Promise<boolean> | boolean, timeoutMs: number, label: string) => {
  const deadline = performance.now() + timeoutMs
  while (!(await what())) {
    if (performance.now() > deadline) throw new Error(`not in time: ${label}\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const status = (url: string) =>
  fetch(`http://127.0.0.1:${port}${url}`, { signal: AbortSignal.timeout(10_000) }).then(
    (response) => response.status,
    () => 0,
  )

/** The postmaster's pid, as PostgreSQL records it. */
function postmasterPid(): number | null {
  try {
    const pid = Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0])
    return pid > 0 ? pid : null
  } catch {
    return null
  }
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Kills the postmaster and waits until the API serves from a new one. */
async function killAndWaitForRestart(): Promise<{ killed: number; restarted: number }> {
  const killed = postmasterPid()
  if (!killed) throw new Error('no postmaster.pid')
  process.kill(killed, 'SIGKILL')
  await until(() => !running(killed), 10_000, 'the postmaster to die')
  await until(
    () => {
      const pid = postmasterPid()
      return pid !== null && pid !== killed && running(pid)
    },
    60_000,
    'a new postmaster',
  )
  await until(async () => (await status('/api/health/ready')) === 200, 60_000, 'ready again')
  return { killed, restarted: postmasterPid() ?? 0 }
}

beforeAll(async () => {
  port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO: 'off',
    OUTBOX: 'on',
    RATE_LIMIT: 'off',
    WEB_DIST: path.join(root, 'no-web'),
    LOG_LEVEL: 'warn',
  }
  delete env.DATABASE_URL
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  // A first start runs initdb and the migrations.
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}\n${output}`)
      return (await status('/api/health/ready')) === 200
    },
    240_000,
    'the first start',
  )
}, 300_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 20_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  const pid = postmasterPid()
  if (pid && running(pid)) process.kill(pid, 'SIGKILL')
  rmSync(root, { recursive: true, force: true })
})

describe('the embedded PostgreSQL dies under `npm start` (issue 44 §2)', () => {
  it('is started again, and the API serves again by itself', async () => {
    const diedAt = performance.now()
    const { killed, restarted } = await killAndWaitForRestart()
    const servedAfterMs = performance.now() - diedAt
    expect(restarted).not.toBe(killed)
    expect(output).toContain(`the embedded PostgreSQL (pid ${killed}) was killed or crashed; restarting it`)
    expect(output).toMatch(
      new RegExp(`the embedded PostgreSQL is running again \\(pid ${restarted}, attempt \\d\\)`),
    )
    expect(child.exitCode).toBeNull()
    // The database answers through the API's pool, reconnected by itself.
    expect(await status('/api/health')).toBe(200)
    expect(await status('/api/v1/catalog')).toBe(200)
    console.log(
      `issue 44 §2: served again ${servedAfterMs.toFixed(0)} ms after the embedded PostgreSQL was killed`,
    )
  }, 120_000)

  it('exits 1 with the reason when it keeps dying (a fourth death within ten minutes)', async () => {
    await killAndWaitForRestart()
    await killAndWaitForRestart()
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    const last = postmasterPid()
    if (!last) throw new Error('no postmaster.pid')
    process.kill(last, 'SIGKILL')
    expect(await exited).toBe(1)
    expect(output).toContain(
      `the embedded PostgreSQL (pid ${last}) was killed or crashed, its 4th stop in ten minutes; exiting (code 1)`,
    )
  }, 240_000)
})
