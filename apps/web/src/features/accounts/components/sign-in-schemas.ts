import { emailSchema, passwordSchema, phoneInputSchema } from '@app/domain/accounts'
import { z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'

/** The sign-in form's checks (SPEC 5), loaded with its first validation (sign-in-form.tsx, formResolverOnDemand). */
export const phoneFormResolver = formResolver(z.object({ phone: phoneInputSchema, password: passwordSchema }))
export const emailFormResolver = formResolver(z.object({ email: emailSchema, password: passwordSchema }))
