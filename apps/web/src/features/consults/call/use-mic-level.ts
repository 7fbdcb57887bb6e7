import { useEffect, useState } from 'react'

/** Above this RMS level (0–1) the microphone counts as having heard something (the check in the waiting room). */
export const heardLevel = 0.02
/** Or above this peak (0–1): a short sound in a quiet reading. */
export const heardPeak = 0.1

/**
 * The microphone's loudness for the level meter, about ten times a second, and whether it has heard anything since
 * the track changed. Nothing when the browser has no Web Audio.
 */
export function useMicLevel(stream: MediaStream | null, version: number): { level: number; heard: boolean } {
  const track = stream?.getAudioTracks()[0] ?? null
  // A reading belongs to one track (and version): another one starts unheard.
  const key = `${track?.id ?? ''}:${version}`
  const [reading, setReading] = useState({ key, level: 0, heard: false })

  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return
    const context = new AudioContext()
    const source = context.createMediaStreamSource(new MediaStream([track]))
    const analyser = context.createAnalyser()
    // About 170 ms of sound at 48 kHz, read every 100 ms: every moment is read, so a short sound between two readings
    // (a word, a knock; the test browsers' fake microphone beeps for a few milliseconds) is not missed.
    analyser.fftSize = 8192
    source.connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    // A context made without a tap may start suspended (autoplay rules): resumed now and at the first tap.
    const resume = () => void context.resume().catch(() => undefined)
    resume()
    window.addEventListener('pointerdown', resume, { once: true })
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      let peak = 0
      for (const sample of samples) {
        sum += sample * sample
        peak = Math.max(peak, Math.abs(sample))
      }
      const rms = Math.sqrt(sum / samples.length)
      setReading((previous) => ({
        key,
        level: Math.min(1, rms * 4),
        heard: (previous.key === key && previous.heard) || rms > heardLevel || peak > heardPeak,
      }))
    }, 100)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('pointerdown', resume)
      source.disconnect()
      void context.close().catch(() => undefined)
    }
  }, [track, key])

  return reading.key === key ? { level: reading.level, heard: reading.heard } : { level: 0, heard: false }
}
