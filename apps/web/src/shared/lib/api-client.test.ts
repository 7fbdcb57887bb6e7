import { afterEach, describe, expect, it } from 'vitest'
import { stubApi } from '#web/testing/render-with-providers'
import { api } from './api-client'

const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers)

describe('api client', () => {
  afterEach(() => localStorage.clear())

  it("names the page's language on every request, so a visitor with no session or lang cookie is answered in it", async () => {
    // The API's order (apps/api/src/plugins/auth.ts): the session's language, the lang cookie, Accept-Language.
    const fetch = stubApi()
    await api.get('/session')
    expect(headersOf(fetch.mock.calls[0]?.[1]).get('accept-language')).toBe('ar')

    localStorage.setItem('lang', 'en')
    await api.put('/session/language', { language: 'en' }).catch(() => undefined)
    const put = headersOf(fetch.mock.calls[1]?.[1])
    expect(put.get('accept-language')).toBe('en')
    expect(put.get('content-type')).toBe('application/json')
  })

  it('leaves the content type of an upload to the browser', async () => {
    const fetch = stubApi()
    await api.upload('/files', new File(['x'], 'x.txt')).catch(() => undefined)
    const headers = headersOf(fetch.mock.calls[0]?.[1])
    expect(headers.get('content-type')).toBeNull()
    expect(headers.get('accept-language')).toBe('ar')
  })
})
