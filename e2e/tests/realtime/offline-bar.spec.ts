import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { demo, expect, test } from '../../fixtures/test'

/**
 * Issue 8 §2, §6 and SPEC 8: the offline bar shows the real connection. The shared journey server cannot be
 * stopped, so this journey runs its own: the same `npm start` server (built web app, embedded PostgreSQL) on a spare
 * port and a data directory of its own, stopped and started again on the same port and data, as a restart or a
 * crash-and-restart of the one API a browser is talking to would be.
 */
const root = path.resolve(import.meta.dirname, '../../..')

function sparePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

class OwnServer {
  private process: ChildProcess | null = null
  private stderr = ''
  constructor(
    readonly port: number,
    readonly dataDir: string,
  ) {}

  get origin() {
    return `http://127.0.0.1:${this.port}`
  }

  async start() {
    this.stderr = ''
    // One process (node with tsx's loader), so SIGTERM reaches the server itself and it shuts down cleanly.
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        OUTBOX: 'on',
        RATE_LIMIT: 'off',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr?.on('data', (chunk: Buffer) => (this.stderr += String(chunk)))
    this.process = child
    const deadline = Date.now() + 120_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${this.stderr}`)
      const ok = await fetch(`${this.origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
      if (ok) return
      if (Date.now() > deadline) throw new Error(`server not up in 120 s: ${this.stderr}`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }

  async stop() {
    const child = this.process
    this.process = null
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
}

test('the offline bar appears when the server stops and goes when it returns', async ({
  page,
  t,
  finalShot,
}) => {
  test.setTimeout(240_000)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sehha-e2e-realtime-'))
  const server = new OwnServer(await sparePort(), dataDir)
  const sockets: string[] = []
  page.on('websocket', (socket) => sockets.push(new URL(socket.url()).pathname))
  const offlineBar = page.getByRole('status').filter({ hasText: t('frame:offline') })
  // The config marks SPEC 2.8's sign-in popup seen on the suite's own origin only; this server has another.
  await page.addInitScript(() => window.localStorage.setItem('phoneSignInNoticeSeen', '1'))
  try {
    await server.start()

    // A signed-out visitor opens no socket.
    await page.goto(`${server.origin}/home`)
    await expect(page.getByRole('link', { name: t('frame:topBar.signIn') }).first()).toBeVisible()
    expect(sockets).toEqual([])

    await page.goto(`${server.origin}/sign-in`)
    await page.getByLabel(t('common:phone.label')).fill(demo.patient.phone.slice(1))
    await page
      .getByRole('textbox', { name: t('accounts:fields.password'), exact: true })
      .fill(demo.patient.password)
    await page.getByRole('button', { name: t('accounts:signIn.submit') }).click()
    await expect(page).toHaveURL(/\/home$/, { timeout: 30_000 })
    await expect.poll(() => sockets).toEqual(['/api/v1/realtime'])
    // Connected: no bar, also well past the grace.
    await page.waitForTimeout(5000)
    await expect(offlineBar).toBeHidden()

    await server.stop()
    await expect(offlineBar).toBeVisible({ timeout: 20_000 })
    await finalShot(page, 'realtime-offline-bar')

    await server.start()
    await expect(offlineBar).toBeHidden({ timeout: 45_000 })
    // Still signed in on the same session, through a new socket.
    expect(sockets.length).toBeGreaterThan(1)
    await expect(page.getByRole('link', { name: t('frame:topBar.signIn') })).toHaveCount(0)

    // The browser's own network counts too.
    await page.context().setOffline(true)
    await expect(offlineBar).toBeVisible()
    await page.context().setOffline(false)
    await expect(offlineBar).toBeHidden({ timeout: 30_000 })
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
