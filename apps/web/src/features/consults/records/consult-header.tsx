import type { CallSummary } from '@app/domain/consults'
import { DetailList } from './record-section'
import { consultWhen } from './display'
import { useConsultsTranslation } from './use-consults-translation'

/** Whom and when the doctor is writing about: the patient (name, gender, age), the time and the complaint. */
export function ConsultHeader({ summary }: { summary: CallSummary }) {
  const { t, language } = useConsultsTranslation()
  const { patient } = summary
  const about = [
    patient.gender ? t(`genders.${patient.gender}`) : null,
    patient.ageYears !== null ? t('session.age', { count: patient.ageYears }) : null,
  ]
    .filter(Boolean)
    .join(language === 'ar' ? '، ' : ', ')
  return (
    <DetailList
      rows={[
        [t('summary.patient'), about ? `${patient.name} (${about})` : patient.name],
        [t('summary.when'), `${consultWhen(summary.startsAt, language)} · ${t(`status.${summary.status}`)}`],
        [t('note.complaint'), summary.complaint || '—'],
      ]}
    />
  )
}
