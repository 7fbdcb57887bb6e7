import type { RequiredNoteField } from '@app/domain/consults'
import { joinList } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import { useConsultsTranslation } from '../records/use-consults-translation'

/**
 * SPEC 2.8, 9: the doctor's held share goes to their earnings only once the ADD section (history, examination,
 * diagnosis, result of the interview) is filled. Says what the saved summary still lacks, or that it is done.
 */
export function DocumentationBanner({ missing }: { missing: readonly RequiredNoteField[] }) {
  const { t, language } = useConsultsTranslation()
  if (missing.length === 0)
    return (
      <Alert severity="success" role="status">
        {t('session.documented')}
      </Alert>
    )
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>{t('session.heldTitle')}</AlertTitle>
      {t('session.missing', {
        fields: joinList(
          missing.map((field) => t(`session.fields.${field}`)),
          language,
        ),
      })}
    </Alert>
  )
}
