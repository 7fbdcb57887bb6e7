import { loadConfig } from '#api/config'
import { connectDatabase } from '../connect'
import { migrateToLatest } from '../migrate'
import { demoAccounts, seedCatalog, seedDemo } from './seed'

const config = loadConfig()
const { db, close } = await connectDatabase(config, console.log)
try {
  await migrateToLatest(db)
  await seedCatalog(db)
  await seedDemo(db)
  console.table(demoAccounts)
} finally {
  await close()
}
