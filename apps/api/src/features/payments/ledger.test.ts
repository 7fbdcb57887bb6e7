import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { demo } from '#api/testing/journeys'
import * as ledgerRepository from './ledger.repository'
import * as ledgerService from './ledger.service'

/**
 * The ledger's guarantees in the database itself (issue 9 §4, SPEC 3.5; migration 2026_11_27_0910): a transaction
 * that does not sum to zero is refused, an entry added to a posted transaction too, a wallet never goes below zero,
 * and postings in one statement (a group of bookings, ADR 0025) move each balance by the sum of its entries.
 */

let t: TestApp
let patientId: string
let doctorId: string

beforeAll(async () => {
  t = await buildTestApp()
  const id = (phone: string) =>
    t.db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirstOrThrow()
  patientId = (await id(demo.patient.phone)).id
  doctorId = (await id('01010000004')).id
}, 60_000)
afterAll(() => t.close())

const wallet = (ownerId: string) => ledgerRepository.walletBalance(t.db, ownerId)

const topUp = (key: string, ownerId: string, amount: number) =>
  ledgerService.post(t.db, {
    key,
    kind: 'cashIn',
    lines: [
      { account: { kind: 'gatewayClearing' }, amount: -amount },
      { account: { kind: 'wallet', ownerId }, amount },
    ],
  })

describe('the ledger in the database', () => {
  it('posts several transactions in one statement, each once, balances moved by their sums', async () => {
    const before = await wallet(patientId)
    const pay = (n: number): ledgerService.Posting => ({
      key: `test:ledger:pay:${n}`,
      kind: 'visitPay',
      lines: [
        { account: { kind: 'wallet', ownerId: patientId }, amount: -1_000 },
        { account: { kind: 'doctorHeld', ownerId: doctorId }, amount: 800 },
        { account: { kind: 'platformFees' }, amount: 200 },
      ],
    })
    expect(await topUp('test:ledger:topup:1', patientId, 5_000)).toBe(true)
    const posted = await t.db
      .transaction()
      .execute((trx) => ledgerService.postAll(trx, [pay(1), pay(2), pay(3)]))
    expect([...posted].sort()).toEqual(['test:ledger:pay:1', 'test:ledger:pay:2', 'test:ledger:pay:3'])
    expect(await wallet(patientId)).toBe(before + 5_000 - 3_000)
    // The same keys again post nothing.
    const again = await t.db.transaction().execute((trx) => ledgerService.postAll(trx, [pay(2), pay(3)]))
    expect(again.size).toBe(0)
    expect(await wallet(patientId)).toBe(before + 2_000)
  })

  it('refuses one key twice in one batch, before writing anything', async () => {
    const posting: ledgerService.Posting = {
      key: 'test:ledger:twice',
      kind: 'cashIn',
      lines: [
        { account: { kind: 'gatewayClearing' }, amount: -100 },
        { account: { kind: 'wallet', ownerId: patientId }, amount: 100 },
      ],
    }
    await expect(ledgerService.postAll(t.db, [posting, posting])).rejects.toThrow('one key twice')
    expect(await ledgerService.postAll(t.db, [posting])).toEqual(new Set(['test:ledger:twice']))
  })

  it('refuses a wallet below zero, and nothing of that statement stays', async () => {
    const before = await wallet(patientId)
    const overdraw = (key: string, amount: number): ledgerService.Posting => ({
      key,
      kind: 'visitPay',
      lines: [
        { account: { kind: 'wallet', ownerId: patientId }, amount: -amount },
        { account: { kind: 'platformFees' }, amount },
      ],
    })
    await expect(
      t.db
        .transaction()
        .execute((trx) =>
          ledgerService.postAll(trx, [
            overdraw('test:ledger:ok', 1),
            overdraw('test:ledger:over', before + 1),
          ]),
        ),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_WALLET_BALANCE' })
    expect(await wallet(patientId)).toBe(before)
    const kept = await t.db
      .selectFrom('ledgerTransactions')
      .select('id')
      .where('idempotencyKey', 'in', ['test:ledger:ok', 'test:ledger:over'])
      .execute()
    expect(kept).toEqual([])
  })

  it('refuses a transaction that does not sum to zero, or has one entry, written directly', async () => {
    const [fees] = await t.db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', 'platformFees')
      .execute()
    const [vat] = await t.db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('kind', '=', 'vatPayable')
      .execute()
    const transaction = async (key: string) =>
      (
        await t.db
          .insertInto('ledgerTransactions')
          .values({ idempotencyKey: key, kind: 'visitPay' })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const entries = (transactionId: string, amounts: number[]) =>
      t.db
        .insertInto('ledgerEntries')
        .values(
          amounts.map((amount, i) => ({ transactionId, accountId: i % 2 ? vat!.id : fees!.id, amount })),
        )
        .execute()
    await expect(entries(await transaction('test:ledger:unbalanced'), [100, -99])).rejects.toMatchObject({
      constraint: 'ledger_transaction_balanced',
    })
    await expect(entries(await transaction('test:ledger:single'), [100])).rejects.toMatchObject({
      constraint: 'ledger_transaction_balanced',
    })
    // A balanced transaction, then one more entry for it: refused.
    const balanced = await transaction('test:ledger:balanced')
    await entries(balanced, [100, -100])
    await expect(entries(balanced, [5])).rejects.toMatchObject({ constraint: 'ledger_transaction_balanced' })
    const sums = await sql<{ total: string }>`
      select coalesce(sum(amount), 0) as total from ledger_entries where transaction_id = ${balanced}`.execute(
      t.db,
    )
    expect(Number(sums.rows[0]?.total)).toBe(0)
  })
})
