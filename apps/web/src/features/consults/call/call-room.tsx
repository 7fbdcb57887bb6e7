import type { CallRole } from '@app/domain/consults'
import Alert from '@mui/material/Alert'
import { startTransition, useEffect, useMemo, useRef, useState } from 'react'
import { ApiError } from '#web/shared/lib/api-client'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useLiveConsult } from '../api/get-consult'
import { useVideoToken } from '../api/video-token'
import type { DeviceChoice } from './device-pickers'
import { createCallSession, type CallSession } from './call-session'
import { InCall } from './in-call'
import { deviceIdOf } from './media'
import { useCallTranslation } from './use-call-translation'
import { useLocalMedia } from './use-local-media'
import { WaitingRoom } from './waiting-room'

/**
 * The call view's first render is long on a slow phone (tens of milliseconds of main thread here): done while the
 * offer and answer are on their way it holds them up (each side handles its signals on the main thread). So the
 * waiting room stays, its button saying 'Joining…', until the connection is up or, with nobody on the other side yet
 * or a slow network, this long.
 */
export const callViewAfterMs = 700

function showWhenConnected(session: CallSession, show: () => void) {
  const { engine } = session
  let done = false
  const once = () => {
    if (done) return
    done = true
    off()
    window.clearTimeout(timer)
    show()
  }
  const off = engine.subscribe(() => {
    const { status } = engine.getState()
    if (status === 'connected' || status === 'left') once()
  })
  const timer = window.setTimeout(once, callViewAfterMs)
}

/**
 * The call page's content (/call/{bookingId}, SPEC 2.8 'Video call'): the waiting room, then the call once this
 * side has its token (getVideoToken). When the consult is finished (the doctor ended it), `onFinished` sends each
 * side on (SPEC 4: the doctor to the session summary, the patient to the review).
 */
export function CallRoom({
  bookingId,
  onFinished,
  onLeave,
}: {
  bookingId: string
  onFinished: (role: CallRole) => void
  onLeave: () => void
}) {
  const { t, language } = useCallTranslation()
  const consult = useLiveConsult(bookingId)
  const local = useLocalMedia()
  const join = useVideoToken(bookingId)
  const [session, setSession] = useState<CallSession | null>(null)
  // In the room, the call view not shown yet (see `showWhenConnected`).
  const [entering, setEntering] = useState(false)
  const enteringRef = useRef<CallSession | null>(null)
  const [chosen, setChoice] = useState<DeviceChoice>({ audioId: '', videoId: '', speakerId: '' })
  // Until one is chosen, the devices the browser gave.
  const stream = local.media?.stream
  const choice: DeviceChoice = {
    ...chosen,
    audioId: chosen.audioId || (stream ? deviceIdOf(stream, 'audio') : ''),
    videoId: chosen.videoId || (stream ? deviceIdOf(stream, 'video') : ''),
  }
  // The camera to ask for when going back to video, read when it is asked.
  const choiceRef = useRef(choice)
  useEffect(() => {
    choiceRef.current = choice
  })
  const data = consult.data
  const finishedAs = data?.status === 'finished' ? data.role : null

  useEffect(() => {
    if (finishedAs) onFinished(finishedAs)
  }, [finishedAs, onFinished])
  // A session opened and never shown (the page left first) is closed too.
  useEffect(() => () => session?.close(), [session])
  useEffect(() => () => enteringRef.current?.close(), [])

  // Doctors' names carry their title as written in the profile ('د. …', 'Dr. …'). One object while the names stay, so the call view's memoised parts do not render again for nothing.
  const nameAr = data?.doctor.nameAr ?? ''
  const nameEn = data?.doctor.nameEn ?? null
  const patientName = data?.patient.name ?? ''
  const names = useMemo(
    () => ({ doctor: language === 'en' ? (nameEn ?? nameAr) : nameAr, patient: patientName }),
    [language, nameAr, nameEn, patientName],
  )

  if (consult.isPending) return <PageSkeleton />
  if (consult.isError || !data)
    return (
      <Page title={t('title')}>
        {consult.error instanceof ApiError && consult.error.status === 404 ? (
          <Alert severity="error">{t('notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void consult.refetch()}>{t('errors:INTERNAL')}</RetryAlert>
        )}
      </Page>
    )
  // Leaving for the next page (the effect above): the call is already closed.
  if (finishedAs) return <PageSkeleton />

  const inRoom = data.status === 'opened' || data.status === 'going'
  if (session && local.media && inRoom)
    return (
      <InCall
        consult={data}
        session={session}
        media={local.media}
        version={local.version}
        onTracksChanged={local.changed}
        choice={choice}
        onChoice={setChoice}
        names={names}
        onLeave={onLeave}
      />
    )

  const chooseBeforeJoining = async (kind: 'audio' | 'video' | 'speaker', deviceId: string) => {
    if (kind !== 'speaker') await local.chooseDevice(kind, deviceId)
    setChoice((c) => ({
      ...c,
      [kind === 'audio' ? 'audioId' : kind === 'video' ? 'videoId' : 'speakerId']: deviceId,
    }))
  }
  return (
    <WaitingRoom
      consult={data}
      names={names}
      media={local.media}
      version={local.version}
      choice={choice}
      onChoose={chooseBeforeJoining}
      joining={join.isPending || entering}
      joinError={join.error}
      onJoin={() =>
        join.mutate(undefined, {
          onSuccess: (token) => {
            // The bench's start: this side is in the room (scripts/bench-call.ts).
            performance.mark('call:joined')
            const media = local.media
            if (!media) return
            const opened = createCallSession({
              bookingId,
              role: data.role,
              token,
              stream: media.stream,
              audioOnly: media.cameraProblem ? 'cameraUnavailable' : null,
              cameraId: () => choiceRef.current.videoId || undefined,
            })
            // Into the room at once; the call view takes the session over when it mounts.
            opened.open()
            enteringRef.current = opened
            setEntering(true)
            showWhenConnected(opened, () => {
              enteringRef.current = null
              startTransition(() => {
                setEntering(false)
                setSession(opened)
              })
            })
          },
        })
      }
    />
  )
}
