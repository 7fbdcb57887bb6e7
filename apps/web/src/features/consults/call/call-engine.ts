import type { CallRole, CallSignal, IceServer } from '@app/domain/consults'
import type { ClientMessage, RealtimeMessageOf } from '@app/domain/realtime'
import { isPoorSample, readQualitySample } from './connection-quality'

/**
 * One side of a 1:1 consult call (issue 11 §1): a WebRTC peer connection negotiated over the platform's realtime
 * socket. Plain TypeScript (no React), so it is tested with fakes; the page binds it with call-session.ts.
 *
 * The protocol (docs/decisions/0022, 'The call page'):
 * - Entering the room a tab sends `hello` to the other side's tabs, and again after every socket reconnection (a new
 *   connection id). A tab receiving `hello` answers `here` to its sender.
 * - The doctor's tab makes the offers. Entering, it opens a peer connection at once and sends its offer to the
 *   patient side's tabs (no `to`: a patient already waiting answers without another round trip); a patient's tab
 *   that comes later says hello and gets that same offer, addressed. `hello` from a tab the doctor does not know
 *   starts a new peer connection for it; `hello` from the tab it talks to asks for an ICE restart. Perfect
 *   negotiation guards the rare collisions (the doctor is the impolite peer, the patient the polite one).
 * - The patient's tab answers. An offer of another session (the SDP `o=` line's id) comes from a new peer connection
 *   on the doctor's side (a reload, a new tab): the patient's tab then starts a new one too; the same offer twice is
 *   answered once.
 * - Losing the connection (ICE `disconnected` for 2 s, or `failed`) shows "reconnecting": the doctor restarts ICE, the
 *   patient asks for it with `hello`; every 5 s again until connected.
 * - `media` tells the other side whether the microphone and camera are on; `bye` that the tab left.
 */

export type CallSignalMessage = RealtimeMessageOf<'call.signal'>

export type CallStatus =
  /** Nobody of the other side in the room yet. */
  | 'waiting'
  /** The other side is there; the connection is being set up. */
  | 'connecting'
  | 'connected'
  /** Connected before, lost; being restored. */
  | 'reconnecting'
  /** The other side left (or closed its page). */
  | 'disconnected'
  /** This side left. */
  | 'left'

export type AudioOnlyReason = 'chosen' | 'cameraUnavailable' | 'poorConnection'

export interface CallState {
  status: CallStatus
  /** The other side's audio and video, once a track arrived. */
  remoteStream: MediaStream | null
  /** What the other side says of its microphone and camera (`media`). */
  remoteMedia: { audio: boolean; video: boolean }
  /** This side's microphone and camera as the controls show them. */
  localMedia: { audio: boolean; video: boolean }
  /** No video is sent (the camera released); null reason when video is on. */
  audioOnly: AudioOnlyReason | null
}

export interface CallEngineOptions {
  role: CallRole
  /** getVideoToken's token: authorises this tab's signals for the booking. */
  token: string
  iceServers: IceServer[]
  /**
   * The microphone and (unless audio only) the camera, from the waiting room. The page that opened them stops them
   * (the engine swaps tracks in it: another device, audio only and back).
   */
  localStream: MediaStream
  /** Starts in audio only (the camera was refused or missing). */
  audioOnly?: AudioOnlyReason | null
  send: (message: ClientMessage) => boolean
  /** This tab's realtime connection id, null while the socket is not open. */
  connectionId: () => string | null
  /** A new camera track, to go back to video after audio only. */
  acquireCamera: () => Promise<MediaStreamTrack>
  createPeerConnection?: (config: RTCConfiguration) => RTCPeerConnection
  /** A DTLS certificate made beforehand (warm-up.ts); each peer connection makes its own otherwise. */
  certificates?: RTCCertificate[]
  mark?: (name: string) => void
  /** Watch the outgoing connection and fall back to audio only when it stays poor (default on). */
  qualityWatch?: boolean
}

/** ICE `disconnected` often recovers by itself within a second or two; after this the side acts. */
export const reconnectAfterMs = 2000
/** While reconnecting, the restart is asked for again this often (a signal may have been lost with the network). */
export const reconnectRetryMs = 5000
/** How often the outgoing connection's statistics are read while connected. */
export const qualityIntervalMs = 2000
/** Candidates kept while their description has not come (a host has a handful; more means a stale flood). */
export const maxEarlyCandidates = 64
/** Poor samples in a row (10 s) before falling back to audio only. */
export const poorSamplesForAudioOnly = 5

interface Peer {
  pc: RTCPeerConnection
  /** The `hello` count when it was opened: a `here` answering a later hello may ask for a restart. */
  openedAtHello: number
  makingOffer: boolean
  ignoreOffer: boolean
  settingRemoteAnswer: boolean
  /** The other side's SDP session (`o=` id) from its first description: another one means another peer connection. */
  remoteSession: string | null
  everConnected: boolean
  /** Making its offer failed: a tab that comes gets a new connection. */
  offerFailed: boolean
}

/** The `o=` line's session id and version (RFC 8866 §5.2): random per peer connection, the version per offer. */
export function sdpSessionOf(sdp: string): { id: string; version: string } | null {
  const match = /^o=\S+ (\d+) (\d+)/m.exec(sdp)
  return match ? { id: match[1] ?? '', version: match[2] ?? '' } : null
}

export class CallEngine {
  private state: CallState
  private readonly listeners = new Set<() => void>()
  private peer: Peer | null = null
  /** The other side's tab this one talks to (its connection id). */
  private peerId: string | null = null
  private helloCount = 0
  /**
   * Candidates that came before the description they belong to: the server relays each signal on its own, so a
   * candidate may overtake the offer it follows. Applied once a description is set (a stale one fails harmlessly).
   */
  private earlyCandidates: (RTCIceCandidateInit | null)[] = []
  private queue: Promise<void> = Promise.resolve()
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null
  private qualityTimer: ReturnType<typeof setInterval> | null = null
  private poorStreak = 0
  private readonly marked = new Set<string>()
  private started = false
  private token: string
  private readonly createPc: (config: RTCConfiguration) => RTCPeerConnection
  private readonly mark: (name: string) => void

  constructor(private readonly options: CallEngineOptions) {
    this.token = options.token
    this.createPc = options.createPeerConnection ?? ((config) => new RTCPeerConnection(config))
    this.mark = options.mark ?? ((name) => void performance.mark(name))
    const audio = options.localStream.getAudioTracks()[0]
    const video = options.localStream.getVideoTracks()[0]
    this.state = {
      status: 'waiting',
      remoteStream: null,
      remoteMedia: { audio: true, video: true },
      localMedia: { audio: audio?.enabled ?? false, video: Boolean(video?.enabled) && !options.audioOnly },
      audioOnly: options.audioOnly ?? (video ? null : 'cameraUnavailable'),
    }
  }

  getState = (): CallState => this.state

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener)
    return () => void this.listeners.delete(listener)
  }

  /** Enters the room (again after leaving): says hello (again once the socket is open, if it is not yet). */
  start(): void {
    if (this.started && this.state.status !== 'left') return
    this.started = true
    if (this.state.status === 'left') this.update({ status: 'waiting' })
    this.sendHello()
    if (this.options.role === 'doctor') this.openPeer()
  }

  /** The socket is open again with a new connection id: the other side learns it from a new hello. */
  socketReady(): void {
    if (!this.started || this.state.status === 'left') return
    this.sendHello()
    // An offer nobody answered may have gone nowhere (the socket was down): sent again to whoever is there.
    const waiting = this.waitingOffer()
    if (waiting) this.sendDescription(waiting)
  }

  /** A newer token from getVideoToken (the old one is about to expire). */
  setToken(token: string): void {
    this.token = token
  }

  /** A signalling message from the realtime socket; handled one at a time, in order of arrival. */
  receive(message: CallSignalMessage): void {
    if (message.fromRole === this.options.role) return
    // Messages addressed to another tab of this user reach every tab: only the addressee acts on them.
    if (message.to && message.to !== this.options.connectionId()) return
    if (!this.started || this.state.status === 'left') return
    this.queue = this.queue
      .then(() => this.handle(message))
      .catch((error: unknown) => {
        console.warn('call signal not handled', error)
      })
  }

  setMicrophone(on: boolean): void {
    for (const track of this.options.localStream.getAudioTracks()) track.enabled = on
    this.update({ localMedia: { ...this.state.localMedia, audio: on } })
    this.sendMedia()
  }

  /** The camera toggle: the track is kept but sends black frames while off. Turning it on leaves audio only. */
  async setCamera(on: boolean): Promise<void> {
    if (on && this.state.audioOnly) {
      await this.setAudioOnly(null)
      return
    }
    for (const track of this.options.localStream.getVideoTracks()) track.enabled = on
    this.update({ localMedia: { ...this.state.localMedia, video: on } })
    this.sendMedia()
  }

  /**
   * Audio only (a reason) or back to video (null). In audio only the camera is released and nothing is sent on the
   * video sender; going back asks for the camera again. Answers false when the camera could not be had.
   */
  async setAudioOnly(reason: AudioOnlyReason | null): Promise<boolean> {
    if (reason) {
      for (const track of this.options.localStream.getVideoTracks()) {
        track.stop()
        this.options.localStream.removeTrack(track)
      }
      await this.senderOf('video')
        ?.replaceTrack(null)
        .catch(() => undefined)
      this.poorStreak = 0
      this.update({ audioOnly: reason, localMedia: { ...this.state.localMedia, video: false } })
      this.sendMedia()
      return true
    }
    let track: MediaStreamTrack
    try {
      track = await this.options.acquireCamera()
    } catch {
      this.update({ audioOnly: 'cameraUnavailable' })
      return false
    }
    if (this.state.status === 'left') {
      track.stop()
      return false
    }
    this.options.localStream.addTrack(track)
    await this.senderOf('video')
      ?.replaceTrack(track)
      .catch(() => undefined)
    this.poorStreak = 0
    this.update({ audioOnly: null, localMedia: { ...this.state.localMedia, video: true } })
    this.sendMedia()
    return true
  }

  /** Another microphone or camera chosen during the call: sent in place of the old one, which is stopped. */
  async replaceTrack(track: MediaStreamTrack): Promise<void> {
    const stream = this.options.localStream
    const old = track.kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()
    const on = track.kind === 'audio' ? this.state.localMedia.audio : this.state.localMedia.video
    track.enabled = on
    for (const previous of old) {
      stream.removeTrack(previous)
      previous.stop()
    }
    stream.addTrack(track)
    await this.senderOf(track.kind === 'audio' ? 'audio' : 'video')
      ?.replaceTrack(track)
      .catch(() => undefined)
  }

  /** The first frame of the other side's video was painted (the page's video element reports it). */
  remoteFramePainted(): void {
    this.markOnce('call:first-remote-frame')
  }

  /** Leaves the room: tells the other side and closes the connection. */
  leave(): void {
    if (this.state.status === 'left') return
    if (this.started) this.signal({ kind: 'bye' })
    this.closePeer()
    this.peerId = null
    this.earlyCandidates = []
    this.clearTimers()
    this.update({ status: 'left', remoteStream: null })
  }

  // ---- signalling ----

  private async handle(message: CallSignalMessage): Promise<void> {
    const { signal, from } = message
    switch (signal.kind) {
      case 'hello':
        return this.onHello(from)
      case 'here':
        return this.onHere(from)
      case 'description':
        return this.onDescription(from, signal.description)
      case 'candidate':
        return this.onCandidate(signal.candidate)
      case 'media':
        this.update({ remoteMedia: { audio: signal.audio, video: signal.video } })
        return
      case 'bye':
        if (from !== this.peerId) return
        this.closePeer()
        this.peerId = null
        this.clearTimers()
        this.update({ status: 'disconnected', remoteStream: null })
        // Ready for the patient's return (a reload, another device): an offer made in advance.
        if (this.options.role === 'doctor') this.openPeer()
        return
      case 'ping':
        this.signal({ kind: 'pong', sentAt: signal.sentAt }, from)
        return
      case 'pong':
        return
    }
  }

  private onHello(from: string) {
    this.signal({ kind: 'here' }, from)
    if (this.options.role === 'patient') {
      this.peerId = from
      if (!this.peer) this.update({ status: 'connecting' })
      return
    }
    // The tab this doctor talks to asks for a restart (it lost the connection); any other tab is new: it gets the
    // offer made in advance if nobody answered it yet (or the one being made), else a new peer connection.
    if (this.peer && this.peerId === from) {
      this.peer.pc.restartIce()
      return
    }
    const peer = this.peer
    // Still connected: the media flows, so the patient's tab is there — this hello is its socket back with a new id
    // (a tab that reloaded said bye and closed its side). The call stays; signals now go to the new id. Were it a
    // second tab, the first keeps the call; if the connection drops, the restart reaches the new id and a new peer
    // connection follows.
    if (peer?.pc.connectionState === 'connected') {
      this.peerId = from
      this.sendMedia()
      return
    }
    this.peerId = from
    // A connection nobody answered yet (its offer made, being made, or about to be: the browser fires
    // negotiationneeded a moment after it was opened) serves this tab: the offer goes to it.
    if (peer && !peer.pc.remoteDescription && !peer.offerFailed) {
      this.update({ status: 'connecting' })
      const waiting = this.waitingOffer()
      if (waiting) this.sendDescription(waiting)
      return
    }
    this.openPeer()
  }

  private onHere(from: string) {
    if (this.options.role === 'patient') {
      this.peerId = from
      if (!this.peer) this.update({ status: 'connecting' })
      return
    }
    if (this.peer && this.peerId === from) {
      // Already offered since this side's latest hello, or still connected after this side's socket came back.
      if (this.peer.openedAtHello === this.helloCount) return
      this.peer.openedAtHello = this.helloCount
      if (this.peer.pc.connectionState !== 'connected') this.peer.pc.restartIce()
      return
    }
    // A patient's tab that was there when this side entered: it has the offer sent to all, and will answer it.
    if (this.peer && this.peerId === null && !this.peer.pc.remoteDescription) {
      this.peerId = from
      this.update({ status: 'connecting' })
      return
    }
    this.peerId = from
    this.openPeer()
  }

  /** The doctor's peer connection whose offer no tab answered yet (it may go to a tab that comes). */
  private waitingOffer(): RTCPeerConnection | null {
    const peer = this.peer
    if (this.options.role !== 'doctor' || !peer || peer.makingOffer || peer.pc.remoteDescription) return null
    return peer.pc.localDescription?.type === 'offer' ? peer.pc : null
  }

  private async onDescription(from: string, description: RTCSessionDescriptionInit & { sdp: string }) {
    const session = sdpSessionOf(description.sdp)
    let peer = this.peer
    const another = (p: Peer) => p.remoteSession !== null && session?.id !== p.remoteSession
    if (description.type === 'offer') {
      if (this.options.role === 'doctor') {
        // The doctor only accepts an offer on the connection it set up (a renegotiation by the patient's side).
        if (!peer || from !== this.peerId || peer.remoteSession === null || another(peer)) return
      } else if (!peer || another(peer)) {
        this.peerId = from
        peer = this.openPeer()
      } else {
        this.peerId = from
        // The offer sent to all and then again to this tab: answered once.
        const current = peer.pc.remoteDescription
        if (current?.type === 'offer' && sdpSessionOf(current.sdp)?.version === session?.version) return
      }
    } else {
      if (!peer) return
      // The first answer to an offer sent to all names the tab this doctor talks to.
      this.peerId ??= from
      if (from !== this.peerId) return
      // An answer from another peer connection than the one answered before: that tab is new, start afresh.
      if (another(peer)) {
        this.openPeer()
        return
      }
    }
    const { pc } = peer
    // Perfect negotiation (W3C WebRTC 1.0, §10.7): the polite patient yields on a collision, the doctor does not.
    const readyForOffer = !peer.makingOffer && (pc.signalingState === 'stable' || peer.settingRemoteAnswer)
    const collision = description.type === 'offer' && !readyForOffer
    peer.ignoreOffer = this.options.role === 'doctor' && collision
    if (peer.ignoreOffer) return
    peer.settingRemoteAnswer = description.type === 'answer'
    await pc.setRemoteDescription(description)
    peer.settingRemoteAnswer = false
    peer.remoteSession ??= session?.id ?? null
    // Not awaited one by one: the peer connection runs these in the order they were called (its operations chain),
    // and each await is a turn of this page's busy main thread on the way to the answer.
    for (const early of this.earlyCandidates.splice(0)) void this.addCandidate(peer, early)
    if (description.type !== 'offer') return
    if (this.options.role === 'patient') this.attachLocalTracks(peer)
    await pc.setLocalDescription()
    this.sendDescription(pc)
  }

  private async onCandidate(candidate: RTCIceCandidateInit | null) {
    const peer = this.peer
    if (!peer || !peer.pc.remoteDescription) {
      if (this.earlyCandidates.length < maxEarlyCandidates) this.earlyCandidates.push(candidate)
      return
    }
    await this.addCandidate(peer, candidate)
  }

  private async addCandidate(peer: Peer, candidate: RTCIceCandidateInit | null) {
    try {
      await peer.pc.addIceCandidate(candidate ?? undefined)
    } catch (error) {
      // A candidate of an offer this side ignored, or of a connection already replaced: harmless.
      if (!peer.ignoreOffer) console.debug('ICE candidate refused', error)
    }
  }

  // ---- the peer connection ----

  private openPeer(): Peer {
    this.closePeer()
    const pc = this.createPc({
      iceServers: this.options.iceServers,
      ...(this.options.certificates ? { certificates: this.options.certificates } : {}),
    })
    const peer: Peer = {
      pc,
      openedAtHello: this.helloCount,
      makingOffer: false,
      ignoreOffer: false,
      settingRemoteAnswer: false,
      remoteSession: null,
      everConnected: false,
      offerFailed: false,
    }
    this.peer = peer
    pc.onicecandidate = (event) => {
      if (this.peer !== peer) return
      const c = event.candidate
      this.signal(
        {
          kind: 'candidate',
          candidate: c
            ? {
                candidate: c.candidate,
                sdpMid: c.sdpMid,
                sdpMLineIndex: c.sdpMLineIndex,
                usernameFragment: c.usernameFragment,
              }
            : null,
        },
        this.peerId,
      )
    }
    pc.ontrack = (event) => {
      if (this.peer !== peer) return
      const stream = event.streams[0] ?? this.state.remoteStream ?? new MediaStream()
      if (!stream.getTracks().includes(event.track)) stream.addTrack(event.track)
      this.update({ remoteStream: stream })
    }
    pc.onconnectionstatechange = () => this.onConnectionState(peer)
    pc.onnegotiationneeded = () => void this.negotiate(peer)
    if (this.options.role === 'doctor') {
      // One audio and one video line, both ways, whatever this side sends: the patient answers on them and either
      // side can turn its camera on later without a new negotiation.
      const stream = this.options.localStream
      pc.addTransceiver(stream.getAudioTracks()[0] ?? 'audio', { direction: 'sendrecv', streams: [stream] })
      pc.addTransceiver(stream.getVideoTracks()[0] ?? 'video', { direction: 'sendrecv', streams: [stream] })
    } else {
      // Added before the doctor's offer is set, the offer's audio and video lines take them (JSEP §5.10): the answer
      // follows at once, without replacing tracks in between.
      const stream = this.options.localStream
      for (const track of stream.getTracks()) pc.addTrack(track, stream)
    }
    // An offer made in advance (no tab of the other side known yet) leaves the state as it was.
    if (this.peerId)
      this.update({
        status: this.state.status === 'reconnecting' ? 'reconnecting' : 'connecting',
        remoteStream: null,
      })
    else this.update({ remoteStream: null })
    return peer
  }

  /**
   * The patient's tracks on the lines of the doctor's offer, before answering. Mostly there already: the tracks were
   * added before the offer was set (openPeer), and the offer's lines took them. A line without one (no camera) is
   * made two-way too, so the camera can be turned on later without a new negotiation. A track to replace is replaced
   * before the answer is made (the operations chain keeps the order).
   */
  private attachLocalTracks(peer: Peer) {
    const stream = this.options.localStream
    for (const transceiver of peer.pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind
      const track = (kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks())[0] ?? null
      if (transceiver.direction !== 'sendrecv') transceiver.direction = 'sendrecv'
      if (transceiver.sender.track !== track)
        void transceiver.sender.replaceTrack(track).catch(() => undefined)
      transceiver.sender.setStreams?.(stream)
    }
  }

  private async negotiate(peer: Peer) {
    if (this.peer !== peer) return
    // The patient answers the doctor's offers; it offers only to renegotiate a connection already set up.
    if (this.options.role === 'patient' && (!this.peerId || !peer.pc.remoteDescription)) return
    try {
      peer.makingOffer = true
      await peer.pc.setLocalDescription()
      this.sendDescription(peer.pc)
    } catch (error) {
      peer.offerFailed = true
      console.debug('offer not made', error)
    } finally {
      peer.makingOffer = false
    }
  }

  private sendDescription(pc: RTCPeerConnection) {
    const description = pc.localDescription
    if (!description || (description.type !== 'offer' && description.type !== 'answer')) return
    this.signal(
      { kind: 'description', description: { type: description.type, sdp: description.sdp } },
      this.peerId,
    )
  }

  private onConnectionState(peer: Peer) {
    if (this.peer !== peer) return
    switch (peer.pc.connectionState) {
      case 'connected':
        peer.everConnected = true
        this.clearReconnect()
        this.markOnce('call:connected')
        this.update({ status: 'connected' })
        this.sendMedia()
        this.watchQuality(peer)
        return
      case 'disconnected':
        this.lost(peer, reconnectAfterMs)
        return
      case 'failed':
        this.lost(peer, 0)
        return
      case 'new':
      case 'connecting':
      case 'closed':
        return
    }
  }

  private lost(peer: Peer, afterMs: number) {
    this.stopQualityWatch()
    if (peer.everConnected) this.update({ status: 'reconnecting' })
    if (this.reconnectTimer) return
    const tryAfter = (delay: number) => {
      this.reconnectTimer = setTimeout(() => {
        this.reconnectTimer = null
        if (this.peer !== peer || peer.pc.connectionState === 'connected') return
        this.askRestart(peer)
        tryAfter(reconnectRetryMs)
      }, delay)
    }
    tryAfter(afterMs)
  }

  private askRestart(peer: Peer) {
    if (this.options.role === 'doctor') peer.pc.restartIce()
    else this.sendHello()
  }

  private closePeer() {
    const peer = this.peer
    if (!peer) return
    this.peer = null
    this.stopQualityWatch()
    peer.pc.onicecandidate = null
    peer.pc.ontrack = null
    peer.pc.onconnectionstatechange = null
    peer.pc.onnegotiationneeded = null
    peer.pc.close()
  }

  private senderOf(kind: 'audio' | 'video'): RTCRtpSender | undefined {
    return this.peer?.pc.getTransceivers().find((t) => t.receiver.track.kind === kind)?.sender
  }

  // ---- connection quality (audio-only fallback) ----

  private watchQuality(peer: Peer) {
    if (this.options.qualityWatch === false || this.qualityTimer) return
    this.qualityTimer = setInterval(() => {
      if (this.peer !== peer || this.state.audioOnly) return
      void peer.pc.getStats().then((report) => {
        this.poorStreak = isPoorSample(readQualitySample(report)) ? this.poorStreak + 1 : 0
        if (this.poorStreak >= poorSamplesForAudioOnly && !this.state.audioOnly)
          void this.setAudioOnly('poorConnection')
      })
    }, qualityIntervalMs)
  }

  private stopQualityWatch() {
    if (this.qualityTimer) clearInterval(this.qualityTimer)
    this.qualityTimer = null
    this.poorStreak = 0
  }

  // ---- plumbing ----

  private sendHello() {
    this.helloCount += 1
    this.signal({ kind: 'hello' })
  }

  private sendMedia() {
    if (!this.peerId) return
    const { audio, video } = this.state.localMedia
    this.signal({ kind: 'media', audio, video: video && !this.state.audioOnly }, this.peerId)
  }

  private signal(signal: CallSignal, to?: string | null) {
    this.options.send({ type: 'call.signal', token: this.token, ...(to ? { to } : {}), signal })
  }

  /** The timing marks `npm run bench` reads (scripts/bench-call.ts), once per call. */
  private markOnce(name: string) {
    if (this.marked.has(name)) return
    this.marked.add(name)
    this.mark(name)
  }

  private clearReconnect() {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer)
    this.reconnectTimer = null
  }

  private clearTimers() {
    this.clearReconnect()
    this.stopQualityWatch()
  }

  private update(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch }
    this.listeners.forEach((listener) => listener())
  }
}
