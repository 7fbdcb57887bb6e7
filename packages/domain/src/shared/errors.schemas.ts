import { z } from 'zod'
import { errorCodes, type ApiErrorBody, type ApiIssue, type ErrorCode } from './errors'
import type { SameType } from './validation'

export const errorCodeSchema = z.enum(errorCodes)

export const apiIssueSchema = z.object({ path: z.string(), code: z.string() })

export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    params: z.record(z.string(), z.union([z.string(), z.number()])).default({}),
    issues: z.array(apiIssueSchema).optional(),
    message: z.string(),
    requestId: z.string(),
  }),
})

// errors.ts states these types by hand; the compiler holds them to the schemas.
true satisfies SameType<ErrorCode, z.infer<typeof errorCodeSchema>>
true satisfies SameType<ApiIssue, z.infer<typeof apiIssueSchema>>
true satisfies SameType<ApiErrorBody, z.infer<typeof apiErrorSchema>>
