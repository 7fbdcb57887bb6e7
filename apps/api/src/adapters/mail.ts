import nodemailer from 'nodemailer'
import type { Config } from '#api/config'
import type { Database } from '#api/db/database'
import { insertMessage } from '#api/features/dev/dev.repository'

export interface Mail {
  to: string
  subject: string
  text: string
  /** Identifies the message (a job's id): the outbox keeps one row per key; SMTP gets it as the Message-ID. */
  key?: string
}

export interface MailSender {
  send(mail: Mail): Promise<void>
}

export function outboxMail(db: Database): MailSender {
  return {
    send: (mail) =>
      insertMessage(db, {
        channel: 'email',
        to: mail.to,
        subject: mail.subject,
        body: mail.text,
        key: mail.key,
      }),
  }
}

export function smtpMail(config: Config['mail']): MailSender {
  if (!config.smtpUrl) throw new Error('SMTP_URL is required to send email')
  const transport = nodemailer.createTransport(config.smtpUrl)
  return {
    async send(mail) {
      await transport.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.key ? { messageId: `<${mail.key}@sehha>` } : {}),
      })
    },
  }
}
