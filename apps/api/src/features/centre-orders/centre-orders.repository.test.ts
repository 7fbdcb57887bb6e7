import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo } from '#api/testing/journeys'
import * as repository from './centre-orders.repository'

/**
 * A centre's order list searched (issue 43 §3, §6), on real PostgreSQL: whichever way the search goes (a page of the
 * newest orders matches, or the matches are rare and are read through the trigram index), the page is every match,
 * newest visit first, and the keyset cursor goes on from it without a gap or a repeat.
 */

let t: TestApp
let labId: string
let patientId: string
const hour = 3_600_000
const base = Date.parse('2026-11-01T08:00:00Z')
/** Order i: 'Often' in every third (a common name), 'Seldom' in two of them (a rare one), the mobile in i's digits. */
const parts = (i: number) =>
  [
    i % 3 === 0 ? 'Often Person' : 'Other Person',
    i === 7 || i === 93 ? 'Seldom' : '',
    `0151234${String(i).padStart(4, '0')}`,
  ]
    .filter(Boolean)
    .join(' ')
const count = 100

beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
  const idOf = async (phone: string) =>
    (await t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()).id
  labId = await idOf(demo.lab.phone)
  patientId = await idOf(demo.patient.phone)
  for (let i = 0; i < count; i++)
    await repository.insertOrder(t.db, {
      centreUserId: labId,
      kind: 'lab',
      serviceId: 'lab:cbc',
      payerId: patientId,
      patientId,
      status: 'delivered',
      place: 'centre',
      // Two orders at each time, so the id breaks the tie as the cursor does.
      startsAt: new Date(base - Math.floor(i / 2) * hour),
      note: '',
      insurance: false,
      method: 'free',
      price: 10_000,
      homeCollectionPrice: 0,
      centreShare: 9_000,
      serviceFee: 1_000,
      vat: 0,
      surcharge: 0,
      discount: 0,
      total: 10_000,
      timeZone: 'Africa/Cairo',
      deliveredAt: new Date(base),
      searchParts: parts(i),
      createdAt: new Date(base - 48 * hour),
      updatedAt: new Date(base),
    })
}, 120_000)
afterAll(() => t.close())

describe('a centre’s orders searched', () => {
  const list = (normalized: string, cursor?: { startsAt: Date; id: string }) =>
    repository.listForCentre(
      t.db,
      labId,
      {
        tab: 'delivered',
        normalized,
        serviceId: undefined,
        from: undefined,
        to: undefined,
        cursor,
        limit: 10,
      },
      new Date(base),
    )

  /** Every page of a search, by the cursor, as ids. */
  async function allPages(normalized: string): Promise<string[]> {
    const ids: string[] = []
    let cursor: { startsAt: Date; id: string } | undefined
    for (let page = 0; page < 20; page++) {
      const rows = await list(normalized, cursor)
      ids.push(...rows.map((row) => row.id))
      const last = rows.at(-1)
      if (rows.length < 10 || !last) return ids
      cursor = { startsAt: last.startsAt, id: last.id }
    }
    throw new Error('more pages than orders')
  }

  /** The matching orders newest first, read plainly. */
  async function expected(text: string): Promise<string[]> {
    const rows = await t.db
      .selectFrom('centreOrders')
      .select('id')
      .where('centreUserId', '=', labId)
      .where('status', '=', 'delivered')
      .where('searchText', 'like', `%${text}%`)
      .orderBy('startsAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return rows.map((row) => row.id)
  }

  it('pages through a common name (a page of the newest orders matches)', async () => {
    const found = await allPages('often')
    expect(found).toHaveLength(Math.ceil(count / 3))
    expect(found).toEqual(await expected('often'))
  })

  it('finds a rare name among all the orders, newest first', async () => {
    const found = await allPages('seldom')
    expect(found).toHaveLength(2)
    expect(found).toEqual(await expected('seldom'))
  })

  it('finds a whole mobile number, and every order of a number being typed', async () => {
    expect(await allPages('01512340042')).toEqual(await expected('01512340042'))
    expect(await allPages('01512340042')).toHaveLength(1)
    const typed = await allPages('0151234004')
    expect(typed).toHaveLength(10)
    expect(typed).toEqual(await expected('0151234004'))
    expect(await allPages('01512349999')).toEqual([])
  })
})
