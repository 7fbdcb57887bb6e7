import { issueKey } from '@app/domain/shared'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'

// Built-in zod issues (a schema rule without its own message) become `validation:*` keys the fields translate,
// the same keys the API returns in `issues[].code`. Schema-level messages still win over this.
z.config({ customError: (issue) => issueKey({ code: issue.code, message: '', input: issue.input }) })

/** zodResolver for the domain schemas, after the shared error mapping above is installed. */
export const formResolver = zodResolver
