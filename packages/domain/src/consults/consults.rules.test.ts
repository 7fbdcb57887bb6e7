import { describe, expect, it } from 'vitest'
import {
  callRefusal,
  callWindow,
  canRate,
  closeOutcome,
  consultMinutes,
  missingNoteFields,
  startsConsult,
} from './consults.rules'

/** Issue 11 §5 unit: the join window (SPEC 4, 9: 300 s), the call's state machine and the ADD section. */

const startsAt = new Date('2026-07-01T21:30:00Z') // 00:30 on 2 July in Cairo (UTC+3, summer time)
const endsAt = new Date('2026-07-01T21:45:00Z')
const at = (offsetSeconds: number) => new Date(startsAt.getTime() + offsetSeconds * 1000)
const video = { practice: 'video', startsAt, endsAt }

describe('the join window (SPEC 4, 9)', () => {
  it('opens exactly 300 seconds before the start and closes at the end while nobody has started', () => {
    expect(callRefusal({ ...video, status: 'opened' }, at(-301))).toBe('CALL_NOT_OPEN_YET')
    expect(callRefusal({ ...video, status: 'opened' }, at(-300))).toBeNull()
    expect(callRefusal({ ...video, status: 'opened' }, at(15 * 60 - 1))).toBeNull()
    expect(callRefusal({ ...video, status: 'opened' }, at(15 * 60))).toBe('CALL_ENDED')
  })

  it('lets a consult under way be rejoined for an hour after its end', () => {
    expect(callRefusal({ ...video, status: 'going' }, at(15 * 60 + 59 * 60))).toBeNull()
    expect(callRefusal({ ...video, status: 'going' }, at(15 * 60 + 60 * 60))).toBe('CALL_ENDED')
  })

  it('refuses what is not a paid video consult', () => {
    expect(callRefusal({ ...video, practice: 'clinic', status: 'opened' }, at(0))).toBe('CALL_NOT_VIDEO')
    expect(callRefusal({ ...video, status: 'pending' }, at(0))).toBe('CALL_NOT_PAID')
    for (const status of ['finished', 'failed', 'canceled'] as const)
      expect(callRefusal({ ...video, status }, at(0))).toBe('CALL_ENDED')
  })

  it('is counted in instants, so a clock change does not move it', () => {
    // 2026-04-24 00:00 Cairo: clocks go from 00:00 to 01:00 (UTC+2 → UTC+3); a slot at 01:00 local is 22:00Z.
    const window = callWindow(new Date('2026-04-23T22:00:00Z'), new Date('2026-04-23T22:15:00Z'))
    expect(window.opensAt.toISOString()).toBe('2026-04-23T21:55:00.000Z')
  })
})

describe('the call’s state machine (SPEC 4)', () => {
  it('starts only when both sides are in', () => {
    expect(startsConsult('opened', { doctorJoined: true, patientJoined: false })).toBe(false)
    expect(startsConsult('opened', { doctorJoined: true, patientJoined: true })).toBe(true)
    expect(startsConsult('going', { doctorJoined: true, patientJoined: true })).toBe(false)
  })

  it('fails an unjoined consult at its end, recording who was absent', () => {
    const nobody = { doctorJoined: false, patientJoined: false }
    expect(closeOutcome({ ...video, status: 'opened' }, nobody, at(15 * 60 - 1))).toBeNull()
    expect(closeOutcome({ ...video, status: 'opened' }, nobody, at(15 * 60))).toEqual({
      status: 'failed',
      doctorNoShow: true,
      patientNoShow: true,
    })
    expect(
      closeOutcome({ ...video, status: 'opened' }, { doctorJoined: true, patientJoined: false }, at(15 * 60)),
    ).toEqual({ status: 'failed', doctorNoShow: false, patientNoShow: true })
  })

  it('finishes a consult left running an hour past its end, and leaves final states alone', () => {
    const both = { doctorJoined: true, patientJoined: true }
    expect(closeOutcome({ ...video, status: 'going' }, both, at(75 * 60 - 1))).toBeNull()
    expect(closeOutcome({ ...video, status: 'going' }, both, at(75 * 60))).toEqual({ status: 'finished' })
    expect(closeOutcome({ ...video, status: 'finished' }, both, at(99 * 3600))).toBeNull()
  })

  it('rates a finished consult once', () => {
    expect(canRate('finished', false)).toBe(true)
    expect(canRate('finished', true)).toBe(false)
    expect(canRate('going', false)).toBe(false)
  })

  it('counts the duration in whole minutes, at least one', () => {
    expect(consultMinutes(at(0), at(20))).toBe(1)
    expect(consultMinutes(at(0), at(14 * 60 + 40))).toBe(15)
    expect(consultMinutes(null, at(60))).toBeNull()
  })
})

describe('the ADD section (SPEC 2.8, 9)', () => {
  const complete = {
    history: 'cough',
    examination: 'chest clear',
    diagnosisCode: null,
    diagnosisText: 'bronchitis',
    interviewResult: 'rest',
  }
  it('needs history, examination, a diagnosis (code or text) and the result', () => {
    expect(missingNoteFields(complete)).toEqual([])
    expect(missingNoteFields({ ...complete, diagnosisText: ' ', diagnosisCode: 'J20.9' })).toEqual([])
    expect(missingNoteFields({ ...complete, diagnosisText: '', examination: '  ' })).toEqual([
      'examination',
      'diagnosis',
    ])
  })
})

describe('the no-show warning (SPEC 4, 9)', () => {
  it('comes above 15% of the week’s video bookings, not at it', async () => {
    const { noShowWarningDue } = await import('./consults.rules')
    expect(noShowWarningDue(3, 20)).toBe(false)
    expect(noShowWarningDue(4, 20)).toBe(true)
    expect(noShowWarningDue(1, 6)).toBe(true)
    expect(noShowWarningDue(0, 0)).toBe(false)
  })

  it('counts weeks from Saturday to Friday in Cairo', async () => {
    const { egyptWeekStart } = await import('./consults.rules')
    expect(egyptWeekStart('2026-11-28')).toBe('2026-11-28') // a Saturday
    expect(egyptWeekStart('2026-11-27')).toBe('2026-11-21') // a Friday
    expect(egyptWeekStart('2026-04-24')).toBe('2026-04-18') // the Friday clocks went forward
  })
})
