import { createDatabase } from '../apps/api/src/db/database'
import * as s from '../apps/api/src/features/notifications/notifications.service'
const db = createDatabase(`postgres://postgres:postgres@127.0.0.1:${process.argv[2]}/sehha`)
const u = await db.selectFrom('users').select('id').where('phone', '=', '01000000001').executeTakeFirstOrThrow()
const now = Date.now()
await s.notify(db, new Date(now - 86400000), { recipientId: u.id, type: 'security.passwordChanged', params: {}, link: '/settings' })
await s.notify(db, new Date(now - 3600000), { recipientId: u.id, type: 'security.newSignIn', params: { device: 'Chrome on Android' }, link: '/settings' })
const n = await s.notify(db, new Date(now - 60000), { recipientId: u.id, type: 'security.newSignIn', params: { device: 'Safari on iPhone' }, link: '/settings' })
await db.updateTable('notifications').set({ readAt: new Date() }).where('recipientId', '=', u.id).where('type', '=', 'security.passwordChanged').execute()
console.log('ok', n.id)
await db.destroy()
