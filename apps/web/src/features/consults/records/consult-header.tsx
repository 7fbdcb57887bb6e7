import type { CallSummary } from '@app/domain/consults'
import { joinList } from '@app/i18n/format'
import { UserText } from '#web/shared/ui/user-text'
import { DetailList } from '#web/shared/ui/record-section'
import { consultWhen } from './display'
import { useConsultsTranslation } from './use-consults-translation'

/** Whom and when the doctor is writing about: the patient (name, gender, age), the time and the complaint. */
export function ConsultHeader({ summary }: { summary: CallSummary }) {
  const { t, language } = useConsultsTranslation()
  const { patient } = summary
  const about = joinList(
    [
      patient.gender ? t(`genders.${patient.gender}`) : null,
      patient.ageYears !== null ? t('session.age', { count: patient.ageYears }) : null,
    ].filter((part): part is string => Boolean(part)),
    language,
  )
  return (
    <DetailList
      rows={[
        [t('summary.patient'), about ? `${patient.name} (${about})` : patient.name],
        [t('summary.when'), `${consultWhen(summary.startsAt, language)} · ${t(`status.${summary.status}`)}`],
        [t('note.complaint'), summary.complaint ? <UserText>{summary.complaint}</UserText> : '—'],
      ]}
    />
  )
}
