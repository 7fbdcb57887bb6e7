import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { rememberPhoneSignInNotice } from '#web/features/accounts/lib/phone-sign-in-notice'

// Tests wait for the state they need, never for a time (issue 41 §2): `findBy…` and `waitFor` keep looking for up to
// 10 s instead of Testing Library's 1 s, which a busy 2-core machine (the suite beside Chromium and PostgreSQL)
// overran. A passing test takes no longer for it; only a failing one waits the whole time.
configure({ asyncUtilTimeout: 10_000 })

// SPEC 2.8's popup shows once per device on the sign-in page; its own test (phone-sign-in-notice.test.tsx) clears
// this. Other tests of the sign-in page are about the form.
beforeEach(() => rememberPhoneSignInNotice())

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})
