import { Kysely, PostgresDialect, CamelCasePlugin } from 'kysely'
import pg from 'pg'
import { buildApp } from '../apps/api/src/app'
import { loadConfig } from '../apps/api/src/config'
import { clusterDir, startEmbeddedPostgres, closeAndStop } from '../apps/api/src/db/embedded'
import { searchShapes } from '../scripts/bench-search'

const env = { ...process.env }; delete env.DATABASE_URL
const config = loadConfig(env, { DATA_DIR: '.data/bench', LOG_LEVEL: 'silent', RATE_LIMIT: 'off', SEED_DEMO: 'off' })
const server = await startEmbeddedPostgres(clusterDir(config.dataDir), { persistent: true })
const captured: { sql: string; params: readonly unknown[] }[] = []
const pool = new pg.Pool({ connectionString: server.url('sehha'), max: 10 })
const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()],
  log: (e) => { if (e.level === 'query') captured.push({ sql: e.query.sql, params: e.query.parameters }) } })
const app = await buildApp({ config, db })
await app.ready()
const specialties = (await db.selectFrom('specialties').select('id').where('enabledVideo', '=', true).execute()).map((s: any) => s.id)
const which = Number(process.env.SHAPE ?? 0), i = Number(process.env.I ?? 0)
const shape = searchShapes[which]!
const q = new URLSearchParams({ practice: 'video', pageSize: '10', ...shape.query(i, specialties) })
console.log(shape.name, q.toString())
captured.length = 0
await app.inject({ method: 'GET', url: `/api/v1/doctors?${q}` })
const list = [...captured]
for (const c of list) {
  if (!/count|"d"\."user_id"/.test(c.sql)) continue
  const cl = await pool.connect(); for (let k=0;k<3;k++) await cl.query("explain (analyze) " + c.sql, c.params as any[]); const r = await cl.query('explain (analyze, timing on, summary on) ' + c.sql, c.params as any[]); cl.release()
  console.log('----', c.sql.replace(/\s+/g, ' ').slice(0, 300))
  console.log(r.rows.map((x: any) => x['QUERY PLAN']).join('\n'))
}
await app.close(); await closeAndStop(db as any, server)
