import { useEffect, useState } from 'react'
import { useRealtimeState } from '#web/shared/realtime/realtime-bus'
import { prepareCertificate } from './warm-up'

export type CheckState = 'checking' | 'ok' | 'failed'

/** How long ICE gathering may take before the network check says it failed. */
export const iceCheckMs = 8000

/**
 * The waiting room's network check: the realtime socket that carries the call's signalling is open, and this
 * browser gathers at least one ICE candidate (it can set up a peer connection at all).
 */
export function useNetworkCheck(): { socket: CheckState; ice: CheckState } {
  const realtime = useRealtimeState()
  const [ice, setIce] = useState<CheckState>('checking')

  const supported = typeof RTCPeerConnection !== 'undefined'

  useEffect(() => {
    if (!supported) return
    prepareCertificate()
    const pc = new RTCPeerConnection({ iceServers: [] })
    let done = false
    const finish = (result: CheckState) => {
      if (done) return
      done = true
      setIce(result)
      pc.close()
    }
    pc.onicecandidate = (event) => finish(event.candidate ? 'ok' : 'failed')
    pc.createDataChannel('check')
    // Audio and video lines too: the browser readies its codecs now rather than at the call's first offer.
    pc.addTransceiver('audio', { direction: 'recvonly' })
    pc.addTransceiver('video', { direction: 'recvonly' })
    void pc
      .createOffer()
      .then((offer) => pc.setLocalDescription(offer))
      .catch(() => finish('failed'))
    const timer = window.setTimeout(() => finish('failed'), iceCheckMs)
    return () => {
      window.clearTimeout(timer)
      done = true
      pc.close()
    }
  }, [supported])

  const socket: CheckState =
    realtime.status === 'open' ? 'ok' : realtime.status === 'down' ? 'failed' : 'checking'
  return { socket, ice: supported ? ice : 'failed' }
}
