import { describe, expect, it } from 'vitest'
import { queryKeys } from './query-keys'

/**
 * The registry (issue 41 §6) keeps the arrays the features used before it: a cached entry, a prefetch and the
 * server's hydrated data keep matching, and a root still invalidates everything under it.
 */
describe('queryKeys', () => {
  it('keeps the keys the features used', () => {
    const filters = { page: 1 }
    const quote = { doctorId: 'd1', practice: 'video', start: 's', method: 'card' } as never
    expect(queryKeys.session).toEqual(['session'])
    expect(queryKeys.signedInDevices).toEqual(['signedInDevices'])
    expect(queryKeys.accountDeletion).toEqual(['account-deletion'])
    expect(queryKeys.deletionRequests.list('pending', 2)).toEqual(['deletion-requests', 'pending', 2])
    expect(queryKeys.adminAccounts.list('patient', filters)).toEqual(['admin-accounts', 'patient', filters])
    expect(queryKeys.adminAccounts.one('lab', 'u1')).toEqual(['admin-accounts', 'lab', 'one', 'u1'])
    expect(queryKeys.adminAccounts.status('u1')).toEqual(['admin-accounts', 'status', 'u1'])
    expect(queryKeys.admins).toEqual(['admins'])
    expect(queryKeys.audit.log(filters)).toEqual(['audit', filters])
    expect(queryKeys.audit.failedJobs).toEqual(['audit', 'failed-jobs'])
    expect(queryKeys.recordReads.page(1, 'ar')).toEqual(['record-reads', 1, 'ar'])
    expect(queryKeys.bookings.list('next', 1, 10)).toEqual(['bookings', 'next', 1, 10])
    expect(queryKeys.bookings.one('b1')).toEqual(['bookings', 'one', 'b1'])
    expect(queryKeys.bookings.payment('b1')).toEqual(['bookings', 'payment', 'b1'])
    expect(queryKeys.bookings.quote(quote)).toEqual(['bookings', 'quote', quote])
    expect(queryKeys.bookings.changes('b1')).toEqual(['bookings', 'changes', 'b1'])
    expect(queryKeys.bookings.cancellation('b1')).toEqual(['bookings', 'changes', 'b1', 'cancellation'])
    expect(queryKeys.bookings.followUp('b1')).toEqual(['bookings', 'changes', 'b1', 'follow-up'])
    expect(queryKeys.catalog).toEqual(['catalog'])
    expect(queryKeys.consults.one('b1')).toEqual(['consults', 'b1'])
    expect(queryKeys.consults.messages('b1')).toEqual(['consults', 'b1', 'messages'])
    expect(queryKeys.consults.summaryView('b1')).toEqual(['consults', 'b1', 'summary-view'])
    expect(queryKeys.consults.summary('b1')).toEqual(['consults', 'b1', 'summary'])
    expect(queryKeys.healthRecords.file(undefined)).toEqual(['health-records', 'own'])
    expect(queryKeys.healthRecords.file('f1')).toEqual(['health-records', 'f1'])
    expect(queryKeys.healthRecords.files(['f1', 'f2'])).toEqual(['health-records', 'files', 'f1', 'f2'])
    expect(queryKeys.consultRecord.one('b1')).toEqual(['consult-record', 'b1'])
    expect(queryKeys.prescriptionChecks.one('7KQ2M-X9D4T')).toEqual(['prescription-checks', '7KQ2M-X9D4T'])
    expect(queryKeys.dataExports).toEqual(['data-exports'])
    expect(queryKeys.dev.outbox).toEqual(['dev', 'outbox'])
    expect(queryKeys.dialogs.doctors).toEqual(['dialogs', 'dr'])
    expect(queryKeys.doctorReviews.list(filters)).toEqual(['doctor-reviews', filters])
    expect(queryKeys.doctors.pages).toEqual(['doctors', 'page'])
    expect(queryKeys.doctors.page('d1')).toEqual(['doctors', 'page', 'd1'])
    expect(queryKeys.doctors.search('page=2')).toEqual(['doctors', 'search', 'page=2'])
    expect(queryKeys.doctors.editor(null)).toEqual(['doctors', 'editor', 'me'])
    expect(queryKeys.doctors.editor('d1')).toEqual(['doctors', 'editor', 'd1'])
    expect(queryKeys.favourites.practice('video')).toEqual(['favourites', 'video'])
    expect(queryKeys.leads.list(filters)).toEqual(['leads', filters])
    expect(queryKeys.measurements.file(undefined)).toEqual(['measurements', 'own'])
    expect(queryKeys.medicalFiles).toEqual(['medical-files'])
    expect(queryKeys.notifications.list).toEqual(['notifications', 'list'])
    expect(queryKeys.notifications.unread).toEqual(['notifications', 'unread'])
    expect(queryKeys.notifications.choices).toEqual(['notifications', 'choices'])
    expect(queryKeys.payments.wallet).toEqual(['payments', 'wallet'])
    expect(queryKeys.payments.billing).toEqual(['payments', 'billing'])
    expect(queryKeys.payments.order('o1')).toEqual(['payments', 'order', 'o1'])
    expect(queryKeys.payments.checkout('o1')).toEqual(['payments', 'checkout', 'o1'])
    expect(queryKeys.payouts.earnings(1)).toEqual(['payouts', 'earnings', 1])
    expect(queryKeys.payouts.list(1)).toEqual(['payouts', 'list', 1])
    expect(queryKeys.profiles.mine).toEqual(['profiles', 'me'])
    expect(queryKeys.profiles.of('patient', 'u1')).toEqual(['profiles', 'patient', 'u1'])
    expect(queryKeys.availability.window('d1', null)).toEqual(['availability', 'd1', 'window', null])
    expect(queryKeys.availability.windows('d1', 2)).toEqual(['availability', 'd1', 2])
    expect(queryKeys.schedules.doctor(null)).toEqual(['schedules', 'me'])
    expect(queryKeys.topicNotifications.count({ topic: 'all' } as never)).toEqual([
      'topic-notifications',
      'count',
      { topic: 'all' },
    ])
    expect(queryKeys.topicNotifications.list(1)).toEqual(['topic-notifications', 'list', 1])
  })

  // A root alone, or a group: its root (`all`) and the keys and key builders under it.
  type Entry = readonly unknown[] | { all: readonly unknown[]; [name: string]: unknown }
  const entries = Object.values(queryKeys) as Entry[]
  const rootOf = (entry: Entry) => ('all' in entry ? entry.all : entry)

  it('starts every key of a group with its root, so invalidating the root reaches them', () => {
    for (const entry of entries) {
      if (!('all' in entry)) continue
      for (const key of Object.values(entry)) {
        const value = (typeof key === 'function' ? key('x', 1, 1) : key) as unknown[]
        expect(value.slice(0, entry.all.length)).toEqual([...entry.all])
      }
    }
  })

  it('gives every root to one kind of data only', () => {
    const roots = entries.map((entry) => rootOf(entry)[0])
    expect(new Set(roots).size).toBe(roots.length)
  })
})
