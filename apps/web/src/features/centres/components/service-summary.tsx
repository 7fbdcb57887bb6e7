import type { CentreServiceView } from '@app/domain/centres/schemas'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { preparationOf, serviceNames } from '../lib/display'

/**
 * What a test or scan is and how to come for it (issue 43 §2): the other language's name, its code, fasting and the
 * preparation notes. The page's heading carries its name in the reader's language.
 */
export function ServiceSummary({ service }: { service: CentreServiceView }) {
  const { t, language } = useCentresTranslation()
  const { name, other, otherLanguage } = serviceNames(service, language)
  const preparation = preparationOf(service, language)
  const facts = [
    t('search.code', { code: service.code }),
    service.fastingHours ? t('offers.fasting', { count: service.fastingHours }) : null,
  ].filter(Boolean)
  return (
    <Stack spacing={1}>
      {other && other !== name ? (
        <Typography color="textSecondary" lang={otherLanguage} dir="auto">
          {other}
        </Typography>
      ) : null}
      <Typography variant="body2" color="textSecondary">
        {facts.join(' · ')}
      </Typography>
      {preparation ? (
        <Alert severity="info" role="note" aria-label={t('list.preparation')}>
          <strong>{t('list.preparation')}: </strong>
          <span dir="auto">{preparation}</span>
        </Alert>
      ) : null}
    </Stack>
  )
}
