/**
 * Whether the outgoing connection is too poor for video (issue 11 §1: audio-only fallback), judged from one
 * `getStats()` reading: the share of video packets the other side reports lost, the congestion controller's estimate of
 * the bandwidth available for sending, and the round trip. The engine reads it every 2 s while connected and falls
 * back to audio only after 5 poor readings in a row (10 s), so a short burst of loss does not switch anything.
 */
export interface QualitySample {
  /** 0–1 from the latest RTCP receiver report of the other side (remote-inbound-rtp), null when none yet. */
  fractionLost: number | null
  /** Bits per second (the selected candidate pair's availableOutgoingBitrate), null when unknown. */
  availableOutgoingBitrate: number | null
  /** Seconds, the selected candidate pair's current round trip. */
  roundTripTime: number | null
}

/** Below this estimate 1280×720 video degrades to a slide show; audio needs about 40 kbit/s. */
export const minVideoBitrate = 150_000
/** More than a tenth of the packets lost: video freezes and audio breaks up. */
export const maxFractionLost = 0.1
/** A round trip over a second makes a conversation hard; video only adds to the queue. */
export const maxRoundTripSeconds = 1

export function isPoorSample(sample: QualitySample): boolean {
  if (sample.fractionLost !== null && sample.fractionLost > maxFractionLost) return true
  if (sample.availableOutgoingBitrate !== null && sample.availableOutgoingBitrate < minVideoBitrate)
    return true
  return sample.roundTripTime !== null && sample.roundTripTime > maxRoundTripSeconds
}

interface StatsEntry {
  type: string
  kind?: string
  id: string
  fractionLost?: number
  selectedCandidatePairId?: string
  nominated?: boolean
  state?: string
  availableOutgoingBitrate?: number
  currentRoundTripTime?: number
}

/** The sample of one stats report. */
export function readQualitySample(report: RTCStatsReport): QualitySample {
  const entries: StatsEntry[] = []
  report.forEach((entry: StatsEntry) => entries.push(entry))
  const remoteVideo = entries.find((e) => e.type === 'remote-inbound-rtp' && e.kind === 'video')
  const transport = entries.find((e) => e.type === 'transport' && e.selectedCandidatePairId)
  const pair =
    entries.find((e) => e.type === 'candidate-pair' && e.id === transport?.selectedCandidatePairId) ??
    entries.find((e) => e.type === 'candidate-pair' && e.nominated && e.state === 'succeeded')
  return {
    fractionLost: remoteVideo?.fractionLost ?? null,
    availableOutgoingBitrate: pair?.availableOutgoingBitrate ?? null,
    roundTripTime: pair?.currentRoundTripTime ?? null,
  }
}
