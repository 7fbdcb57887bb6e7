import type { CallRole } from '@app/domain/consults'
import { useCallback } from 'react'
import { useNavigate, useParams } from '#web/shared/lib/router'
import { CallRoom } from '#web/features/consults/call/call-room'
import { href } from '#web/app/paths'

/**
 * /call/{bookingId} (SPEC 2.1, 2.8 'Video call'): the waiting room and the call. A lazy chunk of its own, so the
 * WebRTC code loads with this page only. SPEC 4: once finished, the doctor goes to the session summary and the
 * patient to the call review.
 */
export default function CallRoute() {
  const { bookingId = '' } = useParams()
  const navigate = useNavigate()
  const onFinished = useCallback(
    (role: CallRole) =>
      void navigate(
        role === 'doctor' ? href('sessionSummary', { bookingId }) : href('callReview', { id: bookingId }),
        { replace: true },
      ),
    [navigate, bookingId],
  )
  const onLeave = useCallback(() => void navigate(href('home')), [navigate])
  return <CallRoom key={bookingId} bookingId={bookingId} onFinished={onFinished} onLeave={onLeave} />
}
