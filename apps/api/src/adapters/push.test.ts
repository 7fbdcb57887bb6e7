import { createECDH, randomBytes } from 'node:crypto'
import { createServer, type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '#api/testing/build-test-app'
import { isPublicAddress, outboxPush, webPushSender } from './push'

/** Issue 41 §4: the push adapters post only to a browser's push service, whatever a stored row says. */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ rateLimit: false })
})
afterAll(() => t.close())

const ecdh = createECDH('prime256v1')
ecdh.generateKeys()
const keys = { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') }
const message = { title: 'Hello', body: 'Body', url: '/notifications', tag: 'x' }

describe('the Web Push sender', () => {
  it('does not connect to an address of ours stored before the rule, and says the row is gone', async () => {
    let connections = 0
    const server = createServer((socket) => {
      connections++
      socket.destroy()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const sender = webPushSender(t.config.push)
      const result = await sender.send({ endpoint: `https://127.0.0.1:${port}/push`, ...keys }, message)
      expect(result).toEqual({ gone: true })
      expect(connections).toBe(0)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })

  it('writes nothing to the development outbox for such a row either', async () => {
    const sender = outboxPush(t.db, t.config.push)
    expect(await sender.send({ endpoint: 'https://169.254.169.254/latest/', ...keys }, message)).toEqual({
      gone: true,
    })
    const rows = await t.db
      .selectFrom('outboxMessages')
      .select('recipient')
      .where('channel', '=', 'push')
      .execute()
    expect(rows).toEqual([])
  })

  it('connects only to public addresses, whatever a push service’s name resolves to', () => {
    for (const address of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false])
    for (const address of [
      '0.0.0.0',
      '::',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false])
    for (const address of ['142.250.185.10', '2a00:1450:4001:80b::200a'])
      expect([address, isPublicAddress(address)]).toEqual([address, true])
  })
})
