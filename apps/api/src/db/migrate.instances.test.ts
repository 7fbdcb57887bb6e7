import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { databaseUrl } from '#api/testing/build-test-app'
import { createDatabase } from './database'
import { migrateToLatest } from './migrate'

/**
 * Issue 44 §3: instances started together on an empty database migrate it once. Kysely's Migrator holds a PostgreSQL
 * advisory lock while it runs (a session lock, so separate pools are separate instances to it): one applies every
 * migration, the others wait and find nothing left to do; none fails.
 */
const adminUrl = inject('pgAdminUrl')
const name = `m_${randomUUID().replaceAll('-', '')}`

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

afterAll(() => admin(`drop database if exists ${name} with (force)`))

describe('migrations across instances (issue 44 §3)', () => {
  it('runs each migration once when three instances start together', async () => {
    await admin(`create database ${name} encoding 'UTF8' template template0`)
    const instances = Array.from({ length: 3 }, () => createDatabase(databaseUrl(adminUrl, name), 2))
    try {
      const applied = await Promise.all(instances.map((db) => migrateToLatest(db)))
      const [first] = instances
      const names = (await sql<{ name: string }>`select name from kysely_migration`.execute(first!)).rows.map(
        (row) => row.name,
      )
      // One instance applied them all; the others found nothing to do.
      expect(applied.map((list) => list.length).sort((a, b) => a - b)).toEqual([0, 0, names.length])
      expect(new Set(names).size).toBe(names.length)
      expect(names.length).toBeGreaterThan(30)
    } finally {
      await Promise.all(instances.map((db) => db.destroy()))
    }
  }, 120_000)
})
