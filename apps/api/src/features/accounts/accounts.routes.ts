import {
  adminSignInInputSchema,
  adminSignInResultSchema,
  changeEmailInputSchema,
  changePasswordInputSchema,
  changePhoneInputSchema,
  okSchema,
  otpTicketSchema,
  resetPasswordInputSchema,
  sendOtpInputSchema,
  sendOtpResultSchema,
  sessionSchema,
  setLanguageInputSchema,
  signedInDeviceListSchema,
  signedOutCountSchema,
  signInInputSchema,
  signUpInputSchema,
  verifyEmailInputSchema,
  verifyOtpInputSchema,
} from '@app/domain/accounts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clearSessionCookie, setLanguageCookie, setSessionCookie, signedIn } from '#api/plugins/auth'
import * as accountsService from './accounts.service'
import * as sessionsService from './sessions.service'

/** IP limits on top of the per-account and per-number limits in the service (ASVS 2.2.1, 11.1.4). */
const signInLimit = { rateLimit: { max: 20, timeWindow: '1 minute' } }
const otpLimit = { rateLimit: { max: 10, timeWindow: '10 minutes' } }
const verifyLimit = { rateLimit: { max: 30, timeWindow: '10 minutes' } }

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { operationId: 'getSession', tags: ['accounts'], response: { 200: sessionSchema } } },
    async (request) => accountsService.getSession(request.ctx),
  )

  app.post(
    '/',
    {
      config: signInLimit,
      schema: {
        operationId: 'signIn',
        tags: ['accounts'],
        body: signInInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const { token, endsAt, session } = await accountsService.signIn(request.ctx, request.body)
      setSessionCookie(request, reply, token, endsAt)
      return session
    },
  )

  app.post(
    '/admin',
    {
      config: signInLimit,
      schema: {
        operationId: 'adminSignIn',
        tags: ['accounts'],
        body: adminSignInInputSchema,
        response: { 200: adminSignInResultSchema },
      },
    },
    async (request, reply) => {
      try {
        const result = await accountsService.adminSignIn(request.ctx, request.body)
        if ('secondFactor' in result) return result
        setSessionCookie(request, reply, result.token, result.endsAt)
        return result.session
      } catch (error) {
        clearSessionCookie(reply)
        throw error
      }
    },
  )

  app.put(
    '/language',
    {
      schema: {
        operationId: 'setLanguage',
        tags: ['accounts'],
        body: setLanguageInputSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      setLanguageCookie(request, reply, request.body.language)
      return accountsService.setLanguage(request.ctx, request.body.language)
    },
  )

  app.delete(
    '/',
    { schema: { operationId: 'signOut', tags: ['accounts'], response: { 204: z.null() } } },
    async (request, reply) => {
      await accountsService.signOut(request.ctx)
      clearSessionCookie(reply)
      // SPEC 3.7: signing out keeps only the language.
      setLanguageCookie(request, reply, request.ctx.language)
      return reply.status(204).send(null)
    },
  )
}

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/otp',
    {
      config: otpLimit,
      schema: {
        operationId: 'sendOtp',
        tags: ['accounts'],
        body: sendOtpInputSchema,
        response: { 200: sendOtpResultSchema },
      },
    },
    async (request) => accountsService.sendOtp(request.ctx, request.body),
  )

  app.post(
    '/otp/verify',
    {
      config: verifyLimit,
      schema: {
        operationId: 'verifyOtp',
        tags: ['accounts'],
        body: verifyOtpInputSchema,
        response: { 200: otpTicketSchema },
      },
    },
    async (request) => accountsService.verifyOtp(request.ctx, request.body),
  )

  app.post(
    '/',
    {
      config: signInLimit,
      schema: {
        operationId: 'signUp',
        tags: ['accounts'],
        body: signUpInputSchema,
        response: { 201: sessionSchema },
      },
    },
    async (request, reply) => {
      const { token, endsAt, session } = await accountsService.signUp(request.ctx, request.body)
      setSessionCookie(request, reply, token, endsAt)
      return reply.status(201).send(session)
    },
  )

  app.post(
    '/password/reset',
    {
      config: signInLimit,
      schema: {
        operationId: 'resetPassword',
        tags: ['accounts'],
        body: resetPasswordInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accountsService.resetPassword(request.ctx, request.body)
      return { ok: true as const }
    },
  )

  app.put(
    '/password',
    {
      config: signInLimit,
      schema: {
        operationId: 'changePassword',
        tags: ['accounts'],
        body: changePasswordInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accountsService.changePassword(signedIn(request), request.body)
      return { ok: true as const }
    },
  )

  app.put(
    '/email',
    {
      config: signInLimit,
      schema: {
        operationId: 'changeEmail',
        tags: ['accounts'],
        body: changeEmailInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accountsService.changeEmail(signedIn(request), request.body)
      return { ok: true as const }
    },
  )

  app.put(
    '/phone',
    {
      config: signInLimit,
      schema: {
        operationId: 'changePhone',
        tags: ['accounts'],
        body: changePhoneInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accountsService.changePhone(signedIn(request), request.body)
      return { ok: true as const }
    },
  )

  app.post(
    '/email/verify',
    {
      config: verifyLimit,
      schema: {
        operationId: 'verifyEmail',
        tags: ['accounts'],
        body: verifyEmailInputSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await accountsService.verifyEmail(request.ctx, request.body.token)
      return { ok: true as const }
    },
  )
}

/** The signed-in devices at /settings (issue 7 §1): list them, sign one out, sign out all but this one. */
export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        operationId: 'listSignedInDevices',
        tags: ['accounts'],
        response: { 200: signedInDeviceListSchema },
      },
    },
    async (request) => sessionsService.listDevices(signedIn(request)),
  )

  app.delete(
    '/others',
    {
      schema: {
        operationId: 'signOutOtherDevices',
        tags: ['accounts'],
        response: { 200: signedOutCountSchema },
      },
    },
    async (request) => ({ signedOut: await sessionsService.signOutOtherDevices(signedIn(request)) }),
  )

  app.delete(
    '/:sessionId',
    {
      schema: {
        operationId: 'signOutDevice',
        tags: ['accounts'],
        params: z.object({ sessionId: z.uuid() }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessionsService.signOutDevice(signedIn(request), request.params.sessionId)
      return reply.status(204).send(null)
    },
  )
}
