import { useEffect, useState } from 'react'

/** Above this RMS level (0–1) the microphone counts as having heard something (the check in the waiting room). */
export const heardLevel = 0.02

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
    analyser.fftSize = 512
    source.connect(analyser)
    const samples = new Float32Array(analyser.fftSize)
    // A context made without a tap may start suspended (autoplay rules): resumed now and at the first tap.
    const resume = () => void context.resume().catch(() => undefined)
    resume()
    window.addEventListener('pointerdown', resume, { once: true })
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples)
      let sum = 0
      for (const sample of samples) sum += sample * sample
      const rms = Math.sqrt(sum / samples.length)
      setReading((previous) => ({
        key,
        level: Math.min(1, rms * 4),
        heard: (previous.key === key && previous.heard) || rms > heardLevel,
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
