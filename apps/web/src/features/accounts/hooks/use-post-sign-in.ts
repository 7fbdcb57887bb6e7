import type { Session } from '@app/domain/accounts'
import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { takePostSignInPath } from '#web/shared/lib/saved-origin'

/** SPEC 4: after signing in or up, go where the session says (profile creation, the saved origin, or home). */
export function usePostSignIn() {
  const navigate = useNavigate()
  return useCallback(
    (session: Session) => void navigate(takePostSignInPath(session), { replace: true }),
    [navigate],
  )
}
