import { Kysely, PostgresDialect, CamelCasePlugin } from 'kysely'
import pg from 'pg'
import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { clusterDir, startEmbeddedPostgres, closeAndStop } from '../apps/api/src/db/embedded'
import { searchShapes } from '../scripts/bench-search'
import { migrateToLatest } from '../apps/api/src/db/migrate'

const env = { ...process.env }; delete env.DATABASE_URL
const config = loadConfig(env, { DATA_DIR: '.data/bench', LOG_LEVEL: 'silent', RATE_LIMIT: 'off', SEED_DEMO: 'off' })
const server = await startEmbeddedPostgres(clusterDir(config.dataDir), { persistent: true })
const pmPid = Number(readFileSync(path.join(clusterDir(config.dataDir), 'postmaster.pid'), 'utf8').split('\n')[0])
function pgTicks(): number {
  let sum = 0
  for (const p of readdirSync('/proc')) {
    if (!/^\d+$/.test(p)) continue
    try {
      const st = readFileSync(`/proc/${p}/stat`, 'utf8')
      const rest = st.slice(st.lastIndexOf(')') + 2).split(' ')
      const ppid = Number(rest[1]); const pid = Number(p)
      if (pid === pmPid || ppid === pmPid) sum += Number(rest[11]) + Number(rest[12])
    } catch {}
  }
  return sum
}
const stats = new Map<string, { n: number; ms: number }>()
let on = false
const pool = new pg.Pool({ connectionString: server.url('sehha'), max: 10 })
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()],
  log: (e) => { if (!on || e.level !== 'query') return; const k = e.query.sql.replace(/\s+/g,' ').slice(0, 90); const s = stats.get(k) ?? { n: 0, ms: 0 }; s.n++; s.ms += e.queryDurationMillis; stats.set(k, s) } })
await migrateToLatest(db as any)
const app = await buildApp({ config, db })
const times: number[] = []
app.addHook('onResponse', async (_r, reply) => { if (on) times.push(reply.elapsedTime) })
await app.ready()
const specialties = (await db.selectFrom('specialties').select('id').where('enabledVideo', '=', true).execute()).map((s: any) => s.id)
const shapeFilter = process.env.SHAPE
let cpu0 = process.cpuUsage(), pg0 = pgTicks()
for (const pass of [0, 1]) {
  on = pass === 1
  if (on) { cpu0 = process.cpuUsage(); pg0 = pgTicks() }
  for (const shape of searchShapes) {
    if (shapeFilter && !shape.name.includes(shapeFilter)) continue
    for (let i = 0; i < Number(process.env.N ?? 30); i++) {
      const q = new URLSearchParams({ practice: 'video', pageSize: '10', ...shape.query(i, specialties) })
      const r = await app.inject({ method: 'GET', url: `/api/v1/doctors?${q}` })
      if (r.statusCode !== 200) throw new Error(r.body)
    }
  }
}
const cpu = process.cpuUsage(cpu0); const pgMs = (pgTicks() - pg0) * 10
console.log('node cpu ms/req', ((cpu.user + cpu.system) / 1000 / times.length).toFixed(2), 'pg cpu ms/req', (pgMs / times.length).toFixed(2))
const total = times.reduce((a, b) => a + b, 0)
console.log('requests', times.length, 'mean handler ms', (total / times.length).toFixed(2))
let qsum = 0
for (const [k, s] of [...stats].sort((a, b) => b[1].ms - a[1].ms)) { qsum += s.ms; console.log((s.ms / times.length).toFixed(2).padStart(6), 'ms/req', String(s.n).padStart(5), (s.ms / s.n).toFixed(2).padStart(6), k) }
console.log('query ms per req', (qsum / times.length).toFixed(2))
await app.close(); await closeAndStop(db as any, server)
