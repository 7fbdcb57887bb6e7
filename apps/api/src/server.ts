import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createAdapters } from './adapters/adapters'
import { buildApp } from './app'
import { loadConfig } from './config'
import { connectDatabase } from './db/connect'
import { migrateToLatest } from './db/migrate'
import { demoAccounts, seedCatalog, seedDemo } from './db/seed/seed'

const startedAt = performance.now()
if (Number(process.versions.node.split('.')[0]) < 24) {
  console.warn(
    `Node ${process.versions.node} is out of support: run the product on Node 24 LTS (npm start and npm test do)`,
  )
}
const here = path.dirname(fileURLToPath(import.meta.url))
const config = loadConfig(process.env, {
  WEB_DIST: process.env.WEB_DIST ?? path.resolve(here, '../../web/dist'),
})

const { db, close } = await connectDatabase(config, (line) => console.log(line))
const applied = await migrateToLatest(db)
if (applied.length) console.log(`migrations applied: ${applied.join(', ')}`)
await seedCatalog(db)
const adapters = createAdapters(config, db)
if (config.seedDemo) await seedDemo(db, adapters.storage)

const app = await buildApp({ config, db, adapters })
let closing = false
async function shutdown(signal: string) {
  if (closing) return
  closing = true
  app.log.info(`${signal}: closing`)
  await app.close()
  await close()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.port, host: config.host })
const seconds = ((performance.now() - startedAt) / 1000).toFixed(2)
console.log(`\nSehha is serving at http://localhost:${config.port} (ready in ${seconds} s)`)
if (config.seedDemo) {
  console.log('Demo accounts (sign in with phone or email and the password):')
  console.table(demoAccounts.map(({ role, phone, email, password }) => ({ role, phone, email, password })))
}
if (config.outbox) console.log(`SMS codes and emails: http://localhost:${config.port}/dev/outbox`)
