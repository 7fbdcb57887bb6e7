import { loadConfig } from '#api/config'
import { connectDatabase } from './connect'
import { migrateToLatest } from './migrate'

const config = loadConfig()
const { db, close } = await connectDatabase(config, console.log)
try {
  const applied = await migrateToLatest(db)
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date')
} finally {
  await close()
}
