import type { Session } from '@app/domain/accounts'
import { useCallback } from 'react'
import { useNavigate } from '#web/shared/lib/router'
import { takePostSignInPath } from '#web/shared/lib/saved-origin'

/** SPEC 4: after signing in or up, go where the session says (profile creation, the saved origin, or home). */
export function usePostSignIn() {
  const navigate = useNavigate()
  return useCallback(
    // Synchronously: the session just stored would otherwise first re-render the sign-in page, whose guard sends a
    // signed-in person home and wins over this (transition) navigation, losing the saved origin (issue 9 §1).
    (session: Session) => void navigate(takePostSignInPath(session), { replace: true, flushSync: true }),
    [navigate],
  )
}
