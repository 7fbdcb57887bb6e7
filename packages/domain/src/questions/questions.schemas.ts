import { z } from 'zod'
import { mobileInputSchema } from '../leads/leads.schemas'
import { personNameRule } from '../profiles/profiles.schemas'
import { toWesternDigits } from '../shared/digits'
import { vkey } from '../shared/validation'

/**
 * Questions to the team (issue 45 §1 `/help/ask`; SPEC 1, 2.1 help): a signed-in person, or a visitor with a mobile,
 * asks; the admins list the questions (open, answered, closed), answer each by SMS, email (an asker with a verified
 * email) or in the app (a signed-in asker), and close them. The asker's own questions and answers show under the form.
 */

/**
 * The questions' own problems, in the legal namespace that /help/ask and /manage-questions load (not in `validation`,
 * which the booking's and the search's first screens load: their JavaScript budgets are razor thin).
 */
export const questionKey = (key: string): string => `legal:problems.${key}`

export const questionBodyMaxLength = 2000
/** An answer goes out as an SMS too: short enough to read on a phone (a few SMS parts at most). */
export const questionAnswerMaxLength = 600

export const questionStatuses = ['open', 'answered', 'closed'] as const
export type QuestionStatus = (typeof questionStatuses)[number]

export const questionChannels = ['sms', 'email', 'inApp'] as const
export type QuestionChannel = (typeof questionChannels)[number]

/**
 * The form: the question, and a visitor's name and mobile. Signed in, the account's own phone is the one answered
 * (questions.service.ts), whatever the body says; signed out, the mobile is required (the service says so).
 */
export const askQuestionSchema = z
  .object({
    body: z.string().trim().min(1, questionKey('bodyRequired')).max(questionBodyMaxLength, vkey('tooLong')),
    /** Optional: how to greet them; a person's name like any other when given (issue 41 §2). */
    name: z
      .string()
      .trim()
      .max(100, vkey('tooLong'))
      .superRefine((name, ctx) => (name ? personNameRule(name, ctx) : undefined))
      .optional(),
    /** A visitor's mobile (SPEC 5, as the phone fields take it); empty or left out when signed in. */
    mobile: z
      .string()
      .max(100, vkey('phone.length'))
      .transform((typed, ctx) => {
        if (!typed.trim()) return undefined
        const mobile = mobileInputSchema.safeParse(typed)
        if (mobile.success) return mobile.data
        for (const issue of mobile.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
        return z.NEVER
      })
      .optional(),
  })
  .strict()
export type AskQuestion = z.infer<typeof askQuestionSchema>
export type AskQuestionInput = z.input<typeof askQuestionSchema>

/** What the asker is told: the question was taken (nothing echoed back to an unknown caller). */
export const questionReceiptSchema = z.object({ id: z.uuid(), createdAt: z.iso.datetime() })
export type QuestionReceipt = z.infer<typeof questionReceiptSchema>

/** A question as the admins see it. */
export const questionSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  name: z.string(),
  phone: z.string(),
  body: z.string(),
  language: z.enum(['ar', 'en']),
  /** Asked while signed in (an account's own question). */
  fromAccount: z.boolean(),
  status: z.enum(questionStatuses),
  answer: z.string().nullable(),
  answeredVia: z.enum(questionChannels).nullable(),
  answeredAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  /** The ways this asker can be answered: SMS always, email with a verified email, the app for an account. */
  channels: z.array(z.enum(questionChannels)),
})
export type Question = z.infer<typeof questionSchema>

export const questionPageSize = 25

export const questionListQuerySchema = z.object({
  status: z.enum(questionStatuses).default('open'),
  /** A name, a mobile or words of the question; from 2 characters (as the other admin searches). */
  q: z
    .string()
    .trim()
    .transform(toWesternDigits)
    .pipe(z.string().min(2, vkey('search.tooShort')).max(100, vkey('tooLong')))
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>

export const questionListSchema = z.object({
  items: z.array(questionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type QuestionList = z.infer<typeof questionListSchema>

/** An admin's answer and the way it goes to the asker. */
export const answerQuestionSchema = z
  .object({
    channel: z.enum(questionChannels, { message: questionKey('channelRequired') }),
    answer: z
      .string()
      .trim()
      .min(1, questionKey('answerRequired'))
      .max(questionAnswerMaxLength, vkey('tooLong')),
  })
  .strict()
export type AnswerQuestion = z.infer<typeof answerQuestionSchema>

/** A signed-in person's own questions, newest first, with their answers. */
export const myQuestionsSchema = z.object({
  items: z.array(
    z.object({
      id: z.uuid(),
      createdAt: z.iso.datetime(),
      body: z.string(),
      status: z.enum(questionStatuses),
      answer: z.string().nullable(),
      answeredAt: z.iso.datetime().nullable(),
    }),
  ),
})
export type MyQuestions = z.infer<typeof myQuestionsSchema>
