import { callVideoConstraints } from '@app/domain/consults'

/** The camera, microphone and speaker of the device (issue 11 §1: waiting room and device pickers). */

export type VideoQuality = { width: number; height: number; frameRate: number }

/** SPEC 9: 1280×720 at 24 fps where the device allows it (ideal, so a lesser camera still works). */
export function cameraConstraints(deviceId?: string, quality: VideoQuality = callVideoConstraints) {
  return {
    width: { ideal: quality.width },
    height: { ideal: quality.height },
    frameRate: { ideal: quality.frameRate },
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  } satisfies MediaTrackConstraints
}

export function microphoneConstraints(deviceId?: string): MediaTrackConstraints {
  return {
    echoCancellation: true,
    noiseSuppression: true,
    autoGainControl: true,
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
  }
}

/** Why a device could not be had, in the words the page shows. */
export type DeviceProblem = 'denied' | 'missing' | 'busy' | 'unsupported'

export function deviceProblemOf(error: unknown): DeviceProblem {
  const name = (error as { name?: string } | null)?.name
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'missing'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'unsupported'
}

export interface LocalMedia {
  stream: MediaStream
  /** Why there is no camera (then the call starts audio only), null when there is one. */
  cameraProblem: DeviceProblem | null
  microphoneProblem: DeviceProblem | null
}

/**
 * The microphone and camera together (one permission prompt); if that fails, each alone, so a refused or missing
 * camera still leaves an audio call, and a missing microphone still lets the other side see and hear the other.
 */
export async function openLocalMedia(choice: { audioId?: string; videoId?: string }): Promise<LocalMedia> {
  const devices = navigator.mediaDevices as MediaDevices | undefined
  if (!devices?.getUserMedia)
    return { stream: new MediaStream(), cameraProblem: 'unsupported', microphoneProblem: 'unsupported' }
  const audio = microphoneConstraints(choice.audioId)
  const video = cameraConstraints(choice.videoId)
  try {
    const stream = await devices.getUserMedia({ audio, video })
    return { stream, cameraProblem: null, microphoneProblem: null }
  } catch (both) {
    const stream = new MediaStream()
    let cameraProblem: DeviceProblem | null = null
    let microphoneProblem: DeviceProblem | null = null
    try {
      ;(await devices.getUserMedia({ audio })).getTracks().forEach((t) => stream.addTrack(t))
    } catch (error) {
      microphoneProblem = deviceProblemOf(error)
    }
    try {
      ;(await devices.getUserMedia({ video })).getTracks().forEach((t) => stream.addTrack(t))
    } catch (error) {
      cameraProblem = deviceProblemOf(error)
    }
    if (!cameraProblem && !microphoneProblem) cameraProblem = deviceProblemOf(both)
    return { stream, cameraProblem, microphoneProblem }
  }
}

/** One new track of a kind from a chosen device (a device picker, or back to video after audio only). */
export async function openTrack(kind: 'audio' | 'video', deviceId?: string): Promise<MediaStreamTrack> {
  const stream = await navigator.mediaDevices.getUserMedia(
    kind === 'audio' ? { audio: microphoneConstraints(deviceId) } : { video: cameraConstraints(deviceId) },
  )
  const track = stream.getTracks()[0]
  if (!track) throw new DOMException('no track', 'NotFoundError')
  return track
}

/** Puts `track` in `stream` in place of the tracks of its kind, which are stopped. */
export function swapTrack(stream: MediaStream, track: MediaStreamTrack): void {
  const old = track.kind === 'audio' ? stream.getAudioTracks() : stream.getVideoTracks()
  for (const previous of old) {
    stream.removeTrack(previous)
    previous.stop()
  }
  stream.addTrack(track)
}

export interface DeviceLists {
  microphones: MediaDeviceInfo[]
  cameras: MediaDeviceInfo[]
  /** Empty where the browser cannot choose the speaker (HTMLMediaElement#setSinkId). */
  speakers: MediaDeviceInfo[]
}

export async function listDevices(): Promise<DeviceLists> {
  const all = (await navigator.mediaDevices?.enumerateDevices?.()) ?? []
  const sinkChoosable = typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype
  return {
    microphones: all.filter((d) => d.kind === 'audioinput' && d.deviceId),
    cameras: all.filter((d) => d.kind === 'videoinput' && d.deviceId),
    speakers: sinkChoosable ? all.filter((d) => d.kind === 'audiooutput' && d.deviceId) : [],
  }
}

/** The device id a stream's track of a kind came from, if the browser says. */
export function deviceIdOf(stream: MediaStream, kind: 'audio' | 'video'): string {
  const track = kind === 'audio' ? stream.getAudioTracks()[0] : stream.getVideoTracks()[0]
  return track?.getSettings().deviceId ?? ''
}
