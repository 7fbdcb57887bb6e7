import type { QuestionStatus } from '@app/domain/questions'
import { sql, type ExpressionBuilder, type Nullable } from 'kysely'
import type { Database } from '#api/db/database'
import type { DB, QuestionsTable, UsersTable } from '#api/db/schema'

type Joined = DB & { q: QuestionsTable } & { u: Nullable<UsersTable> }

export interface QuestionRow {
  id: string
  userId: string | null
  name: string
  phone: string
  body: string
  language: string
  status: QuestionStatus
  answer: string | null
  answeredVia: 'sms' | 'email' | 'inApp' | null
  answeredAt: Date | null
  closedAt: Date | null
  createdAt: Date
  /** The asker's account's verified email, when they asked signed in and have one. */
  email: string | null
}

const selectQuestions = (db: Database) =>
  db
    .selectFrom('questions as q')
    .leftJoin('users as u', 'u.id', 'q.userId')
    .select([
      'q.id',
      'q.userId',
      'q.name',
      'q.phone',
      'q.body',
      'q.language',
      'q.status',
      'q.answer',
      'q.answeredVia',
      'q.answeredAt',
      'q.closedAt',
      'q.createdAt',
      sql<string | null>`case when u.email_verified then u.email end`.as('email'),
    ])

export async function insert(
  db: Database,
  question: { userId: string | null; name: string; phone: string; body: string; language: string },
): Promise<{ id: string; createdAt: Date }> {
  return db.insertInto('questions').values(question).returning(['id', 'createdAt']).executeTakeFirstOrThrow()
}

/** Questions one mobile asked since `since` (questions_phone_idx): the per-mobile limit, the same on every instance. */
export async function countByPhoneSince(db: Database, phone: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('phone', '=', phone)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The admins' queue of one status, newest first (questions_status_created_idx), paged in the database; a search
 * matches the start of a mobile, or words in the name or the question (a scan within the status: questions number in
 * the thousands).
 */
export async function list(
  db: Database,
  filters: { status: QuestionStatus; mobile?: string; text?: string; limit: number; offset: number },
): Promise<{ rows: QuestionRow[]; total: number }> {
  const { mobile, text } = filters
  const match = (eb: ExpressionBuilder<Joined, 'q' | 'u'>) =>
    eb.and([
      eb('q.status', '=', filters.status),
      ...(mobile !== undefined || text !== undefined
        ? [
            eb.or([
              ...(mobile ? [eb('q.phone', 'like', `${escapeLike(mobile)}%`)] : []),
              ...(text
                ? [
                    eb('q.name', 'ilike', `%${escapeLike(text)}%`),
                    eb('q.body', 'ilike', `%${escapeLike(text)}%`),
                  ]
                : []),
            ]),
          ]
        : []),
    ])
  const [rows, total] = await Promise.all([
    selectQuestions(db)
      .where(match)
      .orderBy('q.createdAt', 'desc')
      .orderBy('q.id', 'desc')
      .limit(filters.limit)
      .offset(filters.offset)
      .execute(),
    db
      .selectFrom('questions as q')
      .leftJoin('users as u', 'u.id', 'q.userId')
      .where(match)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(total.count) }
}

export async function find(db: Database, id: string): Promise<QuestionRow | undefined> {
  return selectQuestions(db).where('q.id', '=', id).executeTakeFirst()
}

/** The question, its row locked for the change that follows in the caller's transaction. */
export async function lock(db: Database, id: string): Promise<QuestionRow | undefined> {
  await db.selectFrom('questions').select('id').where('id', '=', id).forUpdate().executeTakeFirst()
  return find(db, id)
}

export async function saveAnswer(
  db: Database,
  id: string,
  answer: { answer: string; answeredVia: 'sms' | 'email' | 'inApp'; answeredAt: Date; answeredBy: string },
): Promise<void> {
  await db
    .updateTable('questions')
    .set({ ...answer, status: 'answered' })
    .where('id', '=', id)
    .execute()
}

export async function close(db: Database, id: string, at: Date): Promise<void> {
  await db.updateTable('questions').set({ status: 'closed', closedAt: at }).where('id', '=', id).execute()
}

/** A person's own questions, newest first (questions_user_idx); the latest 50. */
export async function listOfUser(db: Database, userId: string): Promise<QuestionRow[]> {
  return selectQuestions(db).where('q.userId', '=', userId).orderBy('q.createdAt', 'desc').limit(50).execute()
}
