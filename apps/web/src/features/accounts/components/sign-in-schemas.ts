import { currentPasswordSchema, emailSchema, phoneInputSchema } from '@app/domain/accounts'
import { z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'

/**
 * The sign-in form's checks (SPEC 5), loaded with its first validation (sign-in-form.tsx, formResolverOnDemand). An
 * existing password is checked for its length only, as a re-authentication's is: the rules for a new one (and their
 * checklist) are for sign-up and password changes (issue 41 §4); the server says whether it is right.
 */
export const phoneFormResolver = formResolver(
  z.object({ phone: phoneInputSchema, password: currentPasswordSchema }),
)
export const emailFormResolver = formResolver(
  z.object({ email: emailSchema, password: currentPasswordSchema }),
)
