/**
 * CALL_TRACE=1 with BENCH_ONLY=call: run in both pages of the call bench (scripts/bench-call.ts) before the app.
 * Leaves performance marks 't:…' for each peer connection's steps (pcN: descriptions set, first and last candidate,
 * ICE, DTLS and connection states), the first call signal of each kind sent and received over the realtime socket,
 * and the main thread's long tasks. The bench prints them as one timeline per run.
 *
 * Self-contained (Playwright sends its source to the page): no imports, nothing from this module's scope.
 */
export function traceCallSetUp(): void {
  const mark = (name: string, startTime?: number) => {
    try {
      performance.mark(`t:${name}`, startTime === undefined ? undefined : { startTime })
    } catch {
      // a mark is only a hint
    }
  }
  const firstOf = (prefix: string) => {
    const seen = new Set<string>()
    return (name: string) => {
      if (seen.has(name)) return
      seen.add(name)
      mark(prefix + name)
    }
  }
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) mark(`long ${entry.duration.toFixed(0)}ms`, entry.startTime)
    }).observe({ type: 'longtask', buffered: true })
  } catch {
    // no long tasks in this browser
  }

  const Native = window.RTCPeerConnection
  let count = 0
  const Traced = function (config?: RTCConfiguration) {
    const pc = new Native(config)
    const step = firstOf(`pc${(count += 1)} `)
    step('new')
    pc.addEventListener('icecandidate', (e) => step(e.candidate ? 'candidate:first' : 'candidate:end'))
    pc.addEventListener('iceconnectionstatechange', () => step(`ice:${pc.iceConnectionState}`))
    pc.addEventListener('connectionstatechange', () => step(`connection:${pc.connectionState}`))
    pc.addEventListener('negotiationneeded', () => step('negotiationneeded'))
    const setLocal = pc.setLocalDescription.bind(pc)
    pc.setLocalDescription = async (description?: RTCLocalSessionDescriptionInit) => {
      step('local:start')
      await setLocal(description)
      step(`local:${pc.localDescription?.type ?? ''}`)
    }
    const setRemote = pc.setRemoteDescription.bind(pc)
    pc.setRemoteDescription = async (description: RTCSessionDescriptionInit) => {
      step(`remote:start:${description.type}`)
      await setRemote(description)
      step(`remote:${description.type}`)
      const transport = pc.getTransceivers()[0]?.sender.transport
      transport?.addEventListener('statechange', () => step(`dtls:${transport.state}`))
    }
    return pc
  } as unknown as typeof RTCPeerConnection
  Traced.prototype = Native.prototype
  Object.assign(Traced, { generateCertificate: Native.generateCertificate.bind(Native) })
  window.RTCPeerConnection = Traced

  const NativeSocket = window.WebSocket
  const signal = firstOf('')
  const kindOf = (data: unknown) => {
    try {
      const message = JSON.parse(String(data)) as {
        signal?: { kind: string; description?: { type: string } }
      }
      if (!message.signal) return null
      const type = message.signal.description?.type
      return message.signal.kind + (type ? `:${type}` : '')
    } catch {
      return null
    }
  }
  const TracedSocket = function (url: string | URL, protocols?: string | string[]) {
    const socket = new NativeSocket(url, protocols)
    const send = socket.send.bind(socket)
    socket.send = (data) => {
      const kind = kindOf(data)
      if (kind) signal(`signal:send:${kind}`)
      send(data)
    }
    socket.addEventListener('message', (event) => {
      const kind = kindOf(event.data)
      if (kind) signal(`signal:received:${kind}`)
    })
    return socket
  } as unknown as typeof WebSocket
  TracedSocket.prototype = NativeSocket.prototype
  Object.assign(TracedSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 })
  window.WebSocket = TracedSocket
}
