import {
  questionPageSize,
  type AnswerQuestion,
  type AskQuestion,
  type MyQuestions,
  type Question,
  type QuestionChannel,
  type QuestionList,
  type QuestionListQuery,
  type QuestionReceipt,
} from '@app/domain/questions'
import { DomainError } from '@app/domain/shared'
import * as contactService from '#api/features/accounts/contact.service'
import * as auditService from '#api/features/audit/audit.service'
import * as notificationsService from '#api/features/notifications/notifications.service'
import type { RequestContext, SignedInContext } from '#api/plugins/context'
import * as rateLimitsRepository from '#api/plugins/rate-limits.repository'
import * as questionsRepository from './questions.repository'
import type { QuestionRow } from './questions.repository'

/**
 * Questions to the team (issue 45 §1 `/help/ask`; SPEC 1, 2.1 help). A signed-in person (their account's phone) or a
 * visitor with a mobile asks; the admins list the questions by status, answer each by SMS, email or in the app, and
 * close them. Limits against abuse are counted in PostgreSQL, so every instance shares them: per address, per account
 * and per mobile.
 */

const hour = 3_600_000
const day = 24 * hour
/** Questions from one address in an hour: a family or an office behind one address passes, a script does not. */
export const questionsPerAddressPerHour = 10
/** Questions one account or one mobile asks in a day: a second thought and a follow-up pass, a flood does not. */
export const questionsPerAskerPerDay = 3

function assertAdmin(ctx: SignedInContext): void {
  if (ctx.session.contextRole !== 'admin' || !ctx.session.isAdmin) throw new DomainError('FORBIDDEN')
}

/** The ways an asker can be answered: SMS always; email with a verified email; the app for an account. */
function channelsOf(row: QuestionRow): QuestionChannel[] {
  return ['sms', ...(row.email ? (['email'] as const) : []), ...(row.userId ? (['inApp'] as const) : [])]
}

const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  name: row.name,
  phone: row.phone,
  body: row.body,
  language: row.language === 'en' ? 'en' : 'ar',
  fromAccount: row.userId !== null,
  status: row.status,
  answer: row.answer,
  answeredVia: row.answeredVia,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  channels: channelsOf(row),
})

async function spend(ctx: RequestContext, route: string, key: string, max: number, windowMs: number) {
  const window = await rateLimitsRepository.hit(ctx.db, `questions.ask:${route}`, key, windowMs)
  if (window.hits > max)
    throw new DomainError('RATE_LIMITED', { seconds: Math.max(1, Math.ceil(window.ttlMs / 1000)) })
}

/**
 * `POST /api/v1/questions`: a question from a signed-in person (answered at their account's phone, whatever the body
 * says) or a visitor with a mobile. Admins answer questions; they do not ask them.
 */
export async function ask(ctx: RequestContext, input: AskQuestion): Promise<QuestionReceipt> {
  const session = ctx.session
  if (session?.contextRole === 'admin') throw new DomainError('FORBIDDEN')
  let phone: string
  if (session) {
    const recipient = await contactService.recipientOf(ctx.db, session.userId)
    if (!recipient) throw new DomainError('FORBIDDEN')
    phone = recipient.phone
  } else {
    if (!input.mobile)
      throw new DomainError('VALIDATION_FAILED', {}, [
        { path: 'mobile', code: 'legal:problems.mobileRequired' },
      ])
    phone = input.mobile
  }
  await spend(ctx, 'address', ctx.ip, questionsPerAddressPerHour, hour)
  if (session) await spend(ctx, 'account', session.userId, questionsPerAskerPerDay, day)
  const now = ctx.clock.now()
  const recent = await questionsRepository.countByPhoneSince(ctx.db, phone, new Date(now.getTime() - day))
  if (recent >= questionsPerAskerPerDay) throw new DomainError('RATE_LIMITED', { seconds: 3600 })
  const created = await questionsRepository.insert(ctx.db, {
    userId: session?.userId ?? null,
    name: input.name ?? '',
    phone,
    body: input.body,
    language: ctx.language,
  })
  return { id: created.id, createdAt: created.createdAt.toISOString() }
}

/** `GET /api/v1/questions/mine`: the signed-in person's own questions and their answers, newest first. */
export async function mine(ctx: SignedInContext): Promise<MyQuestions> {
  const rows = await questionsRepository.listOfUser(ctx.db, ctx.session.userId)
  return {
    items: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      body: row.body,
      status: row.status,
      answer: row.answer,
      answeredAt: row.answeredAt?.toISOString() ?? null,
    })),
  }
}

/** A mobile as typed (digits, with or without its leading 0 or +20), or words of a name or the question. */
function searchOf(q: string | undefined): { mobile?: string; text?: string } {
  if (!q) return {}
  const digits = q.replace(/[\s-]/g, '')
  if (/^\+?\d+$/.test(digits)) {
    const local = digits.replace(/^\+?20(?=1)/, '')
    return { mobile: local.startsWith('1') ? `0${local}` : local }
  }
  return { text: q.trim() }
}

/** `GET /api/v1/questions`: the admins' queue of one status, newest first. */
export async function list(ctx: SignedInContext, query: QuestionListQuery): Promise<QuestionList> {
  assertAdmin(ctx)
  const { rows, total } = await questionsRepository.list(ctx.db, {
    status: query.status,
    ...searchOf(query.q),
    limit: questionPageSize,
    offset: (query.page - 1) * questionPageSize,
  })
  return { items: rows.map(toQuestion), total, page: query.page, pageSize: questionPageSize }
}

/** `GET /api/v1/questions/{id}`: one question, for the admins. */
export async function get(ctx: SignedInContext, id: string): Promise<Question> {
  assertAdmin(ctx)
  const row = await questionsRepository.find(ctx.db, id)
  if (!row) throw new DomainError('NOT_FOUND')
  return toQuestion(row)
}

/**
 * `POST /api/v1/questions/{id}/answer`: an admin answers through one of the asker's channels; the answer is kept, the
 * message queued (the outbox of ADR 0013: an SMS or email job, or an in-app notification) and the answer audited, in
 * one transaction, so nothing goes out unless it is recorded. A closed question takes no answer.
 */
export async function answer(ctx: SignedInContext, id: string, input: AnswerQuestion): Promise<Question> {
  assertAdmin(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const row = await questionsRepository.lock(trx, id)
    if (!row) throw new DomainError('NOT_FOUND')
    // A closed question takes no answer; said as the question's problem (a code of its own would weigh on every
    // first screen, which loads the errors' texts).
    if (row.status === 'closed')
      throw new DomainError('VALIDATION_FAILED', {}, [
        { path: 'questionId', code: 'legal:problems.questionClosed' },
      ])
    if (!channelsOf(row).includes(input.channel))
      throw new DomainError('VALIDATION_FAILED', {}, [
        { path: 'channel', code: 'legal:problems.channelUnavailable' },
      ])
    const now = ctx.clock.now()
    await questionsRepository.saveAnswer(trx, id, {
      answer: input.answer,
      answeredVia: input.channel,
      answeredAt: now,
      answeredBy: ctx.session.userId,
    })
    const language = row.language === 'en' ? 'en' : 'ar'
    const key = `question:${id}:${now.getTime()}`
    if (input.channel === 'sms')
      await ctx.jobs.enqueue(
        trx,
        'sms.send',
        { to: row.phone, language, template: 'questionAnswer', params: { answer: input.answer } },
        { key },
      )
    else if (input.channel === 'email' && row.email)
      await ctx.jobs.enqueue(
        trx,
        'email.send',
        {
          to: row.email,
          language,
          template: 'questionAnswer',
          params: { question: row.body, answer: input.answer },
        },
        { key },
      )
    else if (input.channel === 'inApp' && row.userId)
      await notificationsService.notify(ctx, trx, {
        recipientId: row.userId,
        type: 'help.questionAnswered',
        params: { answer: input.answer },
        link: '/help/ask',
      })
    await auditService.record(trx, {
      actorUserId: ctx.session.userId,
      action: 'question.answer',
      subjectUserId: row.userId,
      resource: `questions/${id}`,
      detail: {
        before: { status: row.status, answer: row.answer },
        after: { status: 'answered', answer: input.answer, via: input.channel },
      },
    })
    const after = await questionsRepository.find(trx, id)
    if (!after) throw new DomainError('NOT_FOUND')
    return toQuestion(after)
  })
}

/** `POST /api/v1/questions/{id}/close`: an admin closes a question, answered or not; closing again changes nothing. */
export async function close(ctx: SignedInContext, id: string): Promise<Question> {
  assertAdmin(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const row = await questionsRepository.lock(trx, id)
    if (!row) throw new DomainError('NOT_FOUND')
    if (row.status !== 'closed') {
      await questionsRepository.close(trx, id, ctx.clock.now())
      await auditService.record(trx, {
        actorUserId: ctx.session.userId,
        action: 'question.close',
        subjectUserId: row.userId,
        resource: `questions/${id}`,
        detail: { before: { status: row.status }, after: { status: 'closed' } },
      })
    }
    const after = await questionsRepository.find(trx, id)
    if (!after) throw new DomainError('NOT_FOUND')
    return toQuestion(after)
  })
}
