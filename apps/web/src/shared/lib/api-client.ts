import type { ApiErrorBody, ApiIssue, ErrorCode, ErrorParams } from '@app/domain/shared'
import type { z } from 'zod'
import { storedLanguage } from '#web/shared/lib/stored-language'

/** An API answer that was not 2xx, with the stable code the UI translates (`errors:<code>`). */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: ErrorParams,
    readonly status: number,
    readonly issues: ApiIssue[] = [],
  ) {
    super(code)
    this.name = 'ApiError'
  }
}

const base = '/api/v1'

/** The address of an API path (`/catalog` → `/api/v1/catalog`), as the app's requests ask for it. */
export const apiAddress = (path: string) => `${base}${path}`

/** What the client reads of an answer: a fetch Response's status and JSON body. */
type Answer = Pick<Response, 'status' | 'ok' | 'json'>
type Transport = (url: string, init: RequestInit) => Promise<Answer>

/** The browser's fetch; the server renderer reads through the API in the same process instead (entry-server.tsx). */
let transport: Transport = (url, init) => fetch(url, init)

/** Where requests go: set once by the server renderer, never in a browser. */
export function setApiTransport(next: Transport): void {
  transport = next
}

/**
 * The `{ error: { code, params, issues } }` body of `apiErrorSchema`, checked by hand: the client is on every page
 * and zod is not. An unknown code still reaches `useErrorMessage`, which falls back to errors:INTERNAL.
 */
function errorBody(json: unknown): ApiErrorBody['error'] | null {
  const error = (json as { error?: unknown } | null)?.error as Partial<ApiErrorBody['error']> | undefined
  if (!error || typeof error.code !== 'string') return null
  const params = error.params && typeof error.params === 'object' ? error.params : {}
  const issues = Array.isArray(error.issues)
    ? error.issues.filter((i): i is ApiIssue => typeof i?.path === 'string' && typeof i?.code === 'string')
    : []
  return {
    code: error.code,
    params,
    issues,
    message: String(error.message ?? ''),
    requestId: String(error.requestId ?? ''),
  }
}

/**
 * Every request names this device's language (Accept-Language): the API answers a visitor without a session or a
 * `lang` cookie in it (apps/api/src/plugins/auth.ts), so a first visit in Arabic from a browser set to English needs
 * no PUT /session/language (a request and a render of everything that reads the session, on the first screen).
 */
async function request<T>(method: string, path: string, body: unknown, schema?: z.ZodType<T>): Promise<T> {
  let response: Answer
  try {
    response = await transport(apiAddress(path), {
      method,
      credentials: 'same-origin',
      headers: {
        'accept-language': storedLanguage(),
        ...(body instanceof FormData || body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiError('INTERNAL', {}, 0)
  }
  if (response.status === 204) return undefined as T
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const parsed = errorBody(json)
    if (parsed) throw new ApiError(parsed.code, parsed.params ?? {}, response.status, parsed.issues ?? [])
    throw new ApiError('INTERNAL', {}, response.status)
  }
  return schema ? schema.parse(json) : (json as T)
}

/** The only way the web app talks to the API; used from each feature's `api/` query and mutation hooks. */
export const api = {
  get: <T>(path: string, schema?: z.ZodType<T>) => request('GET', path, undefined, schema),
  post: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => request('POST', path, body ?? {}, schema),
  put: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) => request('PUT', path, body ?? {}, schema),
  patch: <T>(path: string, body?: unknown, schema?: z.ZodType<T>) =>
    request('PATCH', path, body ?? {}, schema),
  delete: <T>(path: string, schema?: z.ZodType<T>) => request('DELETE', path, undefined, schema),
  upload: <T>(path: string, file: File, schema?: z.ZodType<T>) => {
    const form = new FormData()
    form.append('file', file)
    return request('POST', path, form, schema)
  },
}
