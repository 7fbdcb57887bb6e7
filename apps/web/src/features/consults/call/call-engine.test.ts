import type { CallRole } from '@app/domain/consults'
import type { ClientMessage } from '@app/domain/realtime'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CallEngine, reconnectAfterMs, type CallSignalMessage } from './call-engine'
import { isPoorSample } from './connection-quality'

// ---- Fakes of the browser's media and WebRTC objects: enough of their behaviour for the protocol. ----

class FakeTrack {
  enabled = true
  stopped = false
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true
  }
}

class FakeStream {
  constructor(private tracks: FakeTrack[] = []) {}
  getTracks = () => [...this.tracks]
  getAudioTracks = () => this.tracks.filter((t) => t.kind === 'audio')
  getVideoTracks = () => this.tracks.filter((t) => t.kind === 'video')
  addTrack = (track: FakeTrack) => void this.tracks.push(track)
  removeTrack = (track: FakeTrack) => void (this.tracks = this.tracks.filter((t) => t !== track))
}

class FakeSender {
  constructor(public track: FakeTrack | null) {}
  replaceTrack = vi.fn(async (track: FakeTrack | null) => {
    this.track = track
  })
  setStreams = vi.fn()
}

class FakeTransceiver {
  readonly sender: FakeSender
  readonly receiver: { track: FakeTrack }
  byAddTrack = false
  /** The line of the negotiated description it is on (here its kind), null until one took it. */
  mid: string | null = null
  constructor(
    kind: 'audio' | 'video',
    public direction: string,
    track: FakeTrack | null,
  ) {
    this.sender = new FakeSender(track)
    this.receiver = { track: new FakeTrack(kind) }
  }
}

let nextId = 0
class FakePeerConnection {
  static all: FakePeerConnection[] = []
  static negotiationInTask = false
  /** The SDP `o=` session id: random per peer connection in a browser. */
  readonly sessionId = String(1000 + (nextId += 1))
  private version = 1
  ufrag = 'u1'
  signalingState: RTCSignalingState = 'stable'
  connectionState: RTCPeerConnectionState = 'new'
  localDescription: { type: RTCSdpType; sdp: string } | null = null
  remoteDescription: { type: RTCSdpType; sdp: string } | null = null
  transceivers: FakeTransceiver[] = []
  candidates: unknown[] = []
  restarts = 0
  closed = false
  readonly remoteStream = new FakeStream()
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null
  onconnectionstatechange: (() => void) | null = null
  onnegotiationneeded: (() => void) | null = null
  constructor(readonly config: RTCConfiguration) {
    FakePeerConnection.all.push(this)
  }
  addTransceiver(trackOrKind: FakeTrack | 'audio' | 'video', init: { direction: string }) {
    const kind = typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind
    this.transceivers.push(
      new FakeTransceiver(kind, init.direction, typeof trackOrKind === 'string' ? null : trackOrKind),
    )
    this.needNegotiation()
  }
  /** Like addTransceiver, but its transceiver may be taken by a line of a remote offer (JSEP §5.10). */
  addTrack(track: FakeTrack) {
    const transceiver = new FakeTransceiver(track.kind, 'sendrecv', track)
    transceiver.byAddTrack = true
    this.transceivers.push(transceiver)
    this.needNegotiation()
  }
  getTransceivers() {
    return this.transceivers
  }
  async setLocalDescription() {
    const type: RTCSdpType = this.signalingState === 'have-remote-offer' ? 'answer' : 'offer'
    this.signalingState = type === 'answer' ? 'stable' : 'have-local-offer'
    for (const transceiver of this.transceivers) transceiver.mid ??= transceiver.receiver.track.kind
    this.version += 1
    this.localDescription = {
      type,
      sdp: `v=0\r\no=- ${this.sessionId} ${this.version} IN IP4 127.0.0.1\r\na=ice-ufrag:${this.ufrag}\r\n`,
    }
    await Promise.resolve()
  }
  async setRemoteDescription(description: { type: RTCSdpType; sdp: string }) {
    await Promise.resolve()
    this.remoteDescription = description
    if (description.type === 'offer') {
      this.signalingState = 'have-remote-offer'
      for (const kind of ['audio', 'video'] as const) {
        if (this.transceivers.some((t) => t.mid === kind)) continue
        const free = this.transceivers.find(
          (t) => t.byAddTrack && t.mid === null && t.receiver.track.kind === kind,
        )
        const transceiver = free ?? new FakeTransceiver(kind, 'recvonly', null)
        transceiver.mid = kind
        if (!free) this.transceivers.push(transceiver)
        this.remoteStream.addTrack(transceiver.receiver.track)
        this.ontrack?.({ track: transceiver.receiver.track, streams: [this.remoteStream] })
      }
    } else {
      this.signalingState = 'stable'
      for (const transceiver of this.transceivers) {
        if (this.remoteStream.getTracks().includes(transceiver.receiver.track)) continue
        this.remoteStream.addTrack(transceiver.receiver.track)
        this.ontrack?.({ track: transceiver.receiver.track, streams: [this.remoteStream] })
      }
    }
  }
  async addIceCandidate(candidate: unknown) {
    this.candidates.push(candidate)
    await Promise.resolve()
  }
  restartIce() {
    this.restarts += 1
    this.ufrag = `u${this.restarts + 1}`
    this.needNegotiation()
  }
  close() {
    this.closed = true
    this.connectionState = 'closed'
  }
  setConnectionState(state: RTCPeerConnectionState) {
    this.connectionState = state
    this.onconnectionstatechange?.()
  }
  async getStats() {
    return new Map()
  }
  private negotiationQueued = false
  /** Like a browser, one event for the changes made in one task. */
  private needNegotiation() {
    if (this.negotiationQueued) return
    this.negotiationQueued = true
    const fire = () => {
      this.negotiationQueued = false
      this.onnegotiationneeded?.()
    }
    // A browser fires it in a task of its own: signals that came meanwhile are handled first.
    if (FakePeerConnection.negotiationInTask) setTimeout(fire, 0)
    else queueMicrotask(fire)
  }
}

// ---- Two tabs, one per side, joined by a fake relay that stands for the server and the sockets. ----

interface Tab {
  role: CallRole
  connectionId: string
  engine: CallEngine
  stream: FakeStream
  sent: ClientMessage[]
  marks: string[]
  cameras: FakeTrack[]
}

let tabs: Tab[] = []

function openTab(role: CallRole, options: { video?: boolean } = {}): Tab {
  const stream = new FakeStream([
    new FakeTrack('audio'),
    ...(options.video === false ? [] : [new FakeTrack('video')]),
  ])
  const sent: ClientMessage[] = []
  const marks: string[] = []
  const cameras: FakeTrack[] = []
  const tab: Tab = { role, connectionId: crypto.randomUUID(), stream, sent, marks, cameras } as Tab
  tab.engine = new CallEngine({
    role,
    token: `${role}-token`,
    iceServers: [],
    localStream: stream as unknown as MediaStream,
    connectionId: () => tab.connectionId,
    send: (message) => {
      sent.push(message)
      // The server relays to the other side's tabs (all of them; `to` is filtered by each tab).
      for (const other of tabs.filter((t) => t.role !== role)) {
        const relayed: CallSignalMessage = {
          type: 'call.signal',
          bookingId: '00000000-0000-4000-8000-000000000000',
          from: tab.connectionId,
          fromRole: role,
          ...(message.to ? { to: message.to } : {}),
          signal: message.signal,
        }
        queueMicrotask(() => other.engine.receive(relayed))
      }
      return true
    },
    acquireCamera: async () => {
      const track = new FakeTrack('video')
      cameras.push(track)
      return track as unknown as MediaStreamTrack
    },
    createPeerConnection: (config) => new FakePeerConnection(config) as unknown as RTCPeerConnection,
    mark: (name) => void marks.push(name),
    qualityWatch: false,
  })
  tabs.push(tab)
  return tab
}

/** Lets queued signals and promise chains run to the end. */
async function settle() {
  for (let i = 0; i < 30; i++) await Promise.resolve()
}

const pcsOf = (config?: unknown) => FakePeerConnection.all.filter((pc) => !config || pc.config === config)
const kinds = (tab: Tab) => tab.sent.map((m) => m.signal.kind)

beforeEach(() => {
  tabs = []
  FakePeerConnection.all = []
  FakePeerConnection.negotiationInTask = false
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the call engine: setting up the call (issue 11 §1)', () => {
  it('connects a patient who waits to a doctor who joins: the doctor offers to all at once, the patient answers', async () => {
    const patient = openTab('patient')
    patient.engine.start()
    await settle()
    expect(patient.engine.getState().status).toBe('waiting')

    const doctor = openTab('doctor')
    doctor.engine.start()
    await settle()
    // The doctor's hello and its offer to the patient side's tabs; the patient's here, and its answer, addressed.
    expect(kinds(doctor)).toEqual(['hello', 'description'])
    expect(doctor.sent[1]).toMatchObject({ signal: { description: { type: 'offer' } } })
    expect(doctor.sent[1]?.to).toBeUndefined()
    expect(patient.sent.map((m) => [m.signal.kind, m.to])).toEqual([
      ['hello', undefined],
      ['here', doctor.connectionId],
      ['description', doctor.connectionId],
    ])
    const [doctorPc, patientPc] = pcsOf() as [FakePeerConnection, FakePeerConnection]
    expect(FakePeerConnection.all).toHaveLength(2)
    // The patient sends its microphone and camera on the lines of the doctor's offer.
    expect(patientPc.transceivers.map((t) => [t.direction, t.sender.track?.kind])).toEqual([
      ['sendrecv', 'audio'],
      ['sendrecv', 'video'],
    ])
    // Added before the offer was set, the tracks were taken by its lines: nothing replaced on the way to the answer.
    expect(
      patientPc.transceivers.every((t) => t.byAddTrack && t.sender.replaceTrack.mock.calls.length === 0),
    ).toBe(true)
    expect(doctor.engine.getState().remoteStream).not.toBeNull()
    expect(patient.engine.getState().status).toBe('connecting')

    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')
    expect(doctor.engine.getState().status).toBe('connected')
    expect(patient.engine.getState().status).toBe('connected')
    expect(doctor.marks).toEqual(['call:connected'])
    // Each side tells the other its microphone and camera are on.
    expect(patient.sent.at(-1)).toMatchObject({ signal: { kind: 'media', audio: true, video: true } })
  })

  it('gives a patient who comes later the offer made in advance, addressed', async () => {
    const doctor = openTab('doctor')
    doctor.engine.start()
    await settle()
    expect(doctor.engine.getState().status).toBe('waiting')
    const patient = openTab('patient')
    patient.engine.start()
    await settle()
    const offers = doctor.sent.filter((m) => m.signal.kind === 'description')
    expect(offers.map((m) => m.to)).toEqual([undefined, patient.connectionId])
    expect(JSON.stringify(offers[0]?.signal)).toBe(JSON.stringify(offers[1]?.signal))
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(patient.sent.filter((m) => m.signal.kind === 'description')).toHaveLength(1)
  })

  it('answers the same offer once when it comes to all and then to this tab', async () => {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    patient.engine.start()
    doctor.engine.start()
    await settle()
    const offer = doctor.sent.find((m) => m.signal.kind === 'description')
    patient.engine.receive({
      type: 'call.signal',
      bookingId: crypto.randomUUID(),
      from: doctor.connectionId,
      fromRole: 'doctor',
      to: patient.connectionId,
      signal: offer?.signal ?? { kind: 'bye' },
    })
    await settle()
    expect(patient.sent.filter((m) => m.signal.kind === 'description')).toHaveLength(1)
  })

  it('makes one offer when both enter at the same moment', async () => {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    expect(kinds(doctor).filter((k) => k === 'description')).toHaveLength(1)
    expect(FakePeerConnection.all).toHaveLength(2)
  })

  it('offers on the connection it just opened to a patient whose hello came before the offer was made', async () => {
    FakePeerConnection.negotiationInTask = true
    const patient = openTab('patient')
    patient.engine.start()
    const doctor = openTab('doctor')
    doctor.engine.start()
    // The patient's hello (the doctor's own reaches the patient, who answers `here`) before negotiationneeded.
    doctor.engine.receive({
      type: 'call.signal',
      bookingId: '00000000-0000-4000-8000-000000000000',
      from: patient.connectionId,
      fromRole: 'patient',
      signal: { kind: 'hello' },
    })
    await settle()
    await new Promise((resolve) => setTimeout(resolve, 0))
    await settle()
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(doctor.sent.filter((m) => m.signal.kind === 'description').map((m) => m.to)).toEqual([
      patient.connectionId,
    ])
    expect(kinds(patient)).toContain('description')
  })

  it('keeps a candidate that overtook its offer until the offer is set', async () => {
    const patient = openTab('patient')
    patient.engine.start()
    const doctorId = crypto.randomUUID()
    const base = {
      type: 'call.signal',
      bookingId: crypto.randomUUID(),
      from: doctorId,
      fromRole: 'doctor',
    } as const
    const candidate = {
      candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host',
      sdpMid: '0',
      sdpMLineIndex: 0,
    }
    patient.engine.receive({ ...base, to: patient.connectionId, signal: { kind: 'candidate', candidate } })
    patient.engine.receive({
      ...base,
      to: patient.connectionId,
      signal: {
        kind: 'description',
        description: { type: 'offer', sdp: 'v=0\r\no=- 42 2 IN IP4 127.0.0.1\r\n' },
      },
    })
    await settle()
    expect(FakePeerConnection.all[0]?.candidates).toEqual([candidate])
    expect(patient.sent.at(-1)).toMatchObject({ to: doctorId, signal: { kind: 'description' } })
  })

  it('ignores signals addressed to another tab of the same person, and its own side’s', async () => {
    const doctor = openTab('doctor')
    doctor.engine.start()
    const base = { type: 'call.signal', bookingId: crypto.randomUUID() } as const
    doctor.engine.receive({
      ...base,
      from: crypto.randomUUID(),
      fromRole: 'patient',
      to: crypto.randomUUID(),
      signal: { kind: 'hello' },
    })
    doctor.engine.receive({
      ...base,
      from: crypto.randomUUID(),
      fromRole: 'doctor',
      signal: { kind: 'hello' },
    })
    await settle()
    // Only its own hello and the offer made in advance; no here, no second peer connection.
    expect(kinds(doctor)).toEqual(['hello', 'description'])
    expect(FakePeerConnection.all).toHaveLength(1)
  })

  it('says hello again with its new connection id when the socket reconnects; the connection stays', async () => {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    const [doctorPc, patientPc] = pcsOf() as [FakePeerConnection, FakePeerConnection]
    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')

    doctor.connectionId = crypto.randomUUID()
    doctor.engine.socketReady()
    await settle()
    // The patient answers here to the new id; the doctor, still connected, needs no new offer.
    expect(patient.sent.at(-1)).toMatchObject({ to: doctor.connectionId, signal: { kind: 'here' } })
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(doctorPc.restarts).toBe(0)
    expect(patient.engine.getState().status).toBe('connected')
  })
})

describe('the call engine: a new tab, a lost connection, leaving', () => {
  it('keeps the call when the patient’s socket comes back with a new id, and addresses it there', async () => {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    const [doctorPc, patientPc] = pcsOf() as [FakePeerConnection, FakePeerConnection]
    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')
    patient.connectionId = crypto.randomUUID()
    patient.engine.socketReady()
    await settle()
    expect(FakePeerConnection.all).toHaveLength(2)
    expect(doctorPc.closed).toBe(false)
    expect(doctor.sent.at(-1)).toMatchObject({ to: patient.connectionId, signal: { kind: 'media' } })
    patient.engine.setMicrophone(false)
    await settle()
    expect(doctor.engine.getState().remoteMedia.audio).toBe(false)
  })

  it('starts afresh with a patient who reloads the page (a new tab), and the patient with a new doctor tab', async () => {
    const doctor = openTab('doctor')
    const first = openTab('patient')
    doctor.engine.start()
    first.engine.start()
    await settle()
    first.engine.leave()
    tabs = tabs.filter((t) => t !== first)
    await settle()
    expect(doctor.engine.getState().status).toBe('disconnected')

    const second = openTab('patient')
    second.engine.start()
    await settle()
    expect(FakePeerConnection.all).toHaveLength(4)
    expect(FakePeerConnection.all[0]?.closed).toBe(true)
    expect(doctor.sent.at(-1)).toMatchObject({ to: second.connectionId, signal: { kind: 'description' } })

    // The doctor reloads: the patient's tab gets an offer of another peer connection (another SDP session).
    doctor.engine.leave()
    tabs = tabs.filter((t) => t !== doctor)
    const again = openTab('doctor')
    again.engine.start()
    await settle()
    const patientPcs = FakePeerConnection.all.filter((pc) => pc.transceivers[0]?.direction === 'sendrecv')
    expect(FakePeerConnection.all).toHaveLength(6)
    expect(patientPcs.filter((pc) => !pc.closed)).toHaveLength(2)
    expect(second.engine.getState().status).toBe('connecting')
  })

  it('shows reconnecting when the connection drops, and the doctor restarts ICE; the patient asks with hello', async () => {
    vi.useFakeTimers()
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await vi.advanceTimersByTimeAsync(0)
    const [doctorPc, patientPc] = pcsOf() as [FakePeerConnection, FakePeerConnection]
    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')

    patientPc.setConnectionState('disconnected')
    expect(patient.engine.getState().status).toBe('reconnecting')
    const hellos = () => kinds(patient).filter((k) => k === 'hello').length
    await vi.advanceTimersByTimeAsync(reconnectAfterMs - 1)
    expect(hellos()).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    // The patient asked; the doctor's tab, talking to that same tab, restarted ICE on the same connection.
    expect(hellos()).toBe(2)
    expect(doctorPc.restarts).toBe(1)
    expect(FakePeerConnection.all).toHaveLength(2)
    const restartOffer = doctor.sent.filter((m) => m.signal.kind === 'description').at(-1)
    expect(JSON.stringify(restartOffer)).toContain('ice-ufrag:u2')

    // A failure on the doctor's side restarts at once.
    doctorPc.setConnectionState('failed')
    await vi.advanceTimersByTimeAsync(0)
    expect(doctorPc.restarts).toBe(2)
    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')
    expect(patient.engine.getState().status).toBe('connected')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(doctorPc.restarts).toBe(2)
  })

  it('leaving says bye and closes the connection; the other side shows it was left', async () => {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    patient.engine.leave()
    await settle()
    expect(patient.sent.at(-1)?.signal.kind).toBe('bye')
    const [doctorPc, patientPc, ready] = FakePeerConnection.all
    expect([doctorPc?.closed, patientPc?.closed]).toEqual([true, true])
    expect(patient.engine.getState().status).toBe('left')
    expect(doctor.engine.getState()).toMatchObject({ status: 'disconnected', remoteStream: null })
    // The doctor's side has an offer ready for the patient's return.
    expect(ready?.closed).toBe(false)
    expect(doctor.sent.at(-1)).toMatchObject({ signal: { kind: 'description' } })
  })
})

describe('the call engine: microphone, camera and audio only', () => {
  async function connected() {
    const doctor = openTab('doctor')
    const patient = openTab('patient')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    const [doctorPc, patientPc] = pcsOf() as [FakePeerConnection, FakePeerConnection]
    doctorPc.setConnectionState('connected')
    patientPc.setConnectionState('connected')
    return { doctor, patient, doctorPc, patientPc }
  }

  it('mutes and turns the camera off, and tells the other side', async () => {
    const { doctor, patient } = await connected()
    patient.engine.setMicrophone(false)
    await patient.engine.setCamera(false)
    await settle()
    expect(patient.stream.getTracks().map((t) => t.enabled)).toEqual([false, false])
    expect(patient.sent.at(-1)).toMatchObject({ signal: { kind: 'media', audio: false, video: false } })
    expect(doctor.engine.getState().remoteMedia).toEqual({ audio: false, video: false })
  })

  it('goes audio only (the camera released, nothing sent for video) and back with the camera asked again', async () => {
    const { doctor, patient, patientPc } = await connected()
    const camera = patient.stream.getVideoTracks()[0]
    await patient.engine.setAudioOnly('chosen')
    await settle()
    expect(camera?.stopped).toBe(true)
    expect(patientPc.transceivers[1]?.sender.track).toBeNull()
    expect(patient.engine.getState()).toMatchObject({ audioOnly: 'chosen', localMedia: { video: false } })
    expect(doctor.engine.getState().remoteMedia.video).toBe(false)

    expect(await patient.engine.setAudioOnly(null)).toBe(true)
    await settle()
    expect(patientPc.transceivers[1]?.sender.track).toBe(patient.cameras[0])
    expect(patient.engine.getState()).toMatchObject({ audioOnly: null, localMedia: { video: true } })
    expect(doctor.engine.getState().remoteMedia.video).toBe(true)
  })

  it('starts in audio only without a camera, and the doctor still offers video both ways', async () => {
    const doctor = openTab('doctor', { video: false })
    const patient = openTab('patient')
    expect(doctor.engine.getState().audioOnly).toBe('cameraUnavailable')
    doctor.engine.start()
    patient.engine.start()
    await settle()
    const doctorPc = FakePeerConnection.all[0]
    expect(doctorPc?.transceivers.map((t) => [t.direction, t.sender.track?.kind ?? null])).toEqual([
      ['sendrecv', 'audio'],
      ['sendrecv', null],
    ])
  })
})

describe('connection quality (the audio-only fallback)', () => {
  it('calls a reading poor on heavy loss, little bandwidth or a long round trip', () => {
    const fine = { fractionLost: 0.01, availableOutgoingBitrate: 2_000_000, roundTripTime: 0.05 }
    expect(isPoorSample(fine)).toBe(false)
    expect(isPoorSample({ fractionLost: null, availableOutgoingBitrate: null, roundTripTime: null })).toBe(
      false,
    )
    expect(isPoorSample({ ...fine, fractionLost: 0.2 })).toBe(true)
    expect(isPoorSample({ ...fine, availableOutgoingBitrate: 100_000 })).toBe(true)
    expect(isPoorSample({ ...fine, roundTripTime: 1.5 })).toBe(true)
  })
})
