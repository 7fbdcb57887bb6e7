import {
  answerQuestionSchema,
  askQuestionSchema,
  myQuestionsSchema,
  questionListQuerySchema,
  questionListSchema,
  questionReceiptSchema,
  questionSchema,
} from '@app/domain/questions'
import { DomainError } from '@app/domain/shared'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { signedIn, signedInAs } from '#api/plugins/auth'
import * as questionsService from './questions.service'

const params = z.object({ questionId: z.uuid() })

/**
 * Questions to the team (issue 45 §1 `/help/ask`): anyone asks (signed in, or with a mobile); the asker reads their
 * own; the admins (an admin session, with its second factor) list, read, answer and close them.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Who may ask is answered before what was asked: a visitor 401 and another role 403, whatever the input.
  const adminFirst = async (request: FastifyRequest) => void signedInAs(request, 'admin')
  const tags = ['questions']

  app.post(
    '/',
    {
      // Admins answer questions and do not ask them: refused before the input is looked at.
      preValidation: async (request) => {
        if (request.ctx.session?.contextRole === 'admin') throw new DomainError('FORBIDDEN')
      },
      schema: {
        operationId: 'askQuestion',
        tags,
        body: askQuestionSchema,
        response: { 201: questionReceiptSchema },
      },
      // Open to visitors: a per-address limit here; per address, account and mobile in the database too
      // (questions.service.ts), shared by every instance.
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (request, reply) => reply.code(201).send(await questionsService.ask(request.ctx, request.body)),
  )

  app.get(
    '/mine',
    { schema: { operationId: 'listMyQuestions', tags, response: { 200: myQuestionsSchema } } },
    async (request) => questionsService.mine(signedIn(request)),
  )

  app.get(
    '/',
    {
      preValidation: adminFirst,
      schema: {
        operationId: 'listQuestions',
        tags,
        querystring: questionListQuerySchema,
        response: { 200: questionListSchema },
      },
    },
    async (request) => questionsService.list(signedInAs(request, 'admin'), request.query),
  )

  app.get(
    '/:questionId',
    {
      preValidation: adminFirst,
      schema: { operationId: 'getQuestion', tags, params, response: { 200: questionSchema } },
    },
    async (request) => questionsService.get(signedInAs(request, 'admin'), request.params.questionId),
  )

  app.post(
    '/:questionId/answer',
    {
      preValidation: adminFirst,
      schema: {
        operationId: 'answerQuestion',
        tags,
        params,
        body: answerQuestionSchema,
        response: { 200: questionSchema },
      },
    },
    async (request) =>
      questionsService.answer(signedInAs(request, 'admin'), request.params.questionId, request.body),
  )

  app.post(
    '/:questionId/close',
    {
      preValidation: adminFirst,
      schema: { operationId: 'closeQuestion', tags, params, response: { 200: questionSchema } },
    },
    async (request) => questionsService.close(signedInAs(request, 'admin'), request.params.questionId),
  )
}
