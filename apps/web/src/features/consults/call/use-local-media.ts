import { useCallback, useEffect, useRef, useState } from 'react'
import { openLocalMedia, openTrack, swapTrack, type LocalMedia } from './media'

/**
 * The camera and microphone from the waiting room to the end of the call, stopped when the page goes. `version`
 * changes whenever a track of the stream changes, so the preview sets it again.
 */
export function useLocalMedia() {
  const [media, setMedia] = useState<LocalMedia | null>(null)
  const [version, setVersion] = useState(0)
  const current = useRef<LocalMedia | null>(null)

  useEffect(() => {
    let cancelled = false
    void openLocalMedia({}).then((opened) => {
      if (cancelled) {
        opened.stream.getTracks().forEach((t) => t.stop())
        return
      }
      current.current = opened
      setMedia(opened)
    })
    return () => {
      cancelled = true
      current.current?.stream.getTracks().forEach((t) => t.stop())
      current.current = null
    }
  }, [])

  /** Before joining: another device's track in place of the old one. */
  const chooseDevice = useCallback(async (kind: 'audio' | 'video', deviceId: string) => {
    const opened = current.current
    if (!opened) return
    const track = await openTrack(kind, deviceId)
    swapTrack(opened.stream, track)
    const next: LocalMedia = {
      ...opened,
      ...(kind === 'video' ? { cameraProblem: null } : { microphoneProblem: null }),
    }
    current.current = next
    setMedia(next)
    setVersion((v) => v + 1)
  }, [])

  const changed = useCallback(() => setVersion((v) => v + 1), [])

  return { media, version, chooseDevice, changed }
}
