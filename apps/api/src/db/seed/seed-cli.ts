import { createAdapters } from '#api/adapters/adapters'
import { loadConfig } from '#api/config'
import { connectDatabase } from '../connect'
import { migrateToLatest } from '../migrate'
import { demoAccounts, seedCatalog, seedDemo } from './seed'

const config = loadConfig()
const { db, close } = await connectDatabase(config, console.log)
try {
  await migrateToLatest(db)
  await seedCatalog(db)
  // Demo data never in production (config.ts refuses SEED_DEMO=on there, and it is off by default).
  if (config.seedDemo) {
    await seedDemo(db, createAdapters(config, db).storage)
    console.table(demoAccounts)
  } else console.log('SEED_DEMO is off: the catalog only, no demo accounts')
} finally {
  await close()
}
