import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { outboxMail, smtpMail, type MailSender } from './mail'
import { createPaymentGateway, type PaymentGateway } from './payments'
import { createPayoutProvider, type PayoutProvider } from './payouts'
import { outboxPush, webPushSender, type PushSender } from './push'
import { httpSms, outboxSms, type SmsSender } from './sms'
import { localStorage, s3Storage, type Storage } from './storage'

/** The outside world, each behind an interface with a local and a real implementation. */
export interface Adapters {
  sms: SmsSender
  mail: MailSender
  push: PushSender
  storage: Storage
  payments: PaymentGateway
  payouts: PayoutProvider
}

export function createAdapters(config: Config, db: Database): Adapters {
  return {
    sms: config.outbox ? outboxSms(db) : httpSms(config.sms),
    mail: config.outbox ? outboxMail(db) : smtpMail(config.mail),
    push: config.outbox ? outboxPush(db, config.push) : webPushSender(config.push),
    storage:
      config.storage.driver === 's3' ? s3Storage(config.storage.s3) : localStorage(config.storage.localDir),
    payments: createPaymentGateway(config.payments),
    payouts: createPayoutProvider(config.payouts),
  }
}
