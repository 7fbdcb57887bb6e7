import type { ConsultNote } from '@app/domain/consults'
import type { ReactNode } from 'react'
import { UserText } from '#web/shared/ui/user-text'
import { diagnosisLabel, observationsLabel } from './display'
import { DetailList, EmptyLine } from '#web/shared/ui/record-section'
import { useConsultsTranslation } from './use-consults-translation'

/**
 * The doctor's report of a visit (SPEC 2.8): complaint and history, examination, diagnosis, note and the result of
 * the interview; what the doctor left empty reads as a dash, a report not written yet says so.
 */
export function VisitNote({
  complaint,
  note,
  extraRows = [],
}: {
  complaint: string
  note: ConsultNote | null
  extraRows?: readonly (readonly [string, string])[]
}) {
  const { t, language } = useConsultsTranslation()
  // What a patient or doctor wrote keeps its own direction: English in an Arabic page ends on the right (issue 41 §4).
  const dash = (value: string) => (value.trim() ? <UserText>{value}</UserText> : '—')
  const rows: [string, ReactNode][] = [
    [t('note.complaint'), dash(complaint)],
    ...extraRows.map(([a, b]): [string, ReactNode] => [a, b]),
  ]
  if (note)
    rows.push(
      [t('note.history'), dash(note.history)],
      [t('note.examination'), dash(note.examination)],
      [t('note.observations'), dash(observationsLabel(note.observationCodes ?? [], language))],
      [t('note.diagnosis'), dash(diagnosisLabel(note, language))],
      [t('note.note'), dash(note.note)],
      [t('note.interviewResult'), dash(note.interviewResult)],
    )
  return (
    <>
      <DetailList rows={rows} />
      {note ? null : <EmptyLine>{t('empty.report')}</EmptyLine>}
    </>
  )
}
