import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { Link as RouterLink, useNavigate, useParams } from '#web/shared/lib/router'
import { useCallSummary } from '#web/features/consults/api/call-summary'
import { doctorName } from '#web/features/consults/records/display'
import { RatingForm } from '#web/features/consults/records/rating-form'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'

/**
 * /call-review/{id} (SPEC 2.1, 4 'Rating: a consult can be rated once'; issue 11 §3): the patient rates the finished
 * consult, or skips ('Later'); either way the consultation summary follows.
 */
export default function CallReviewPage() {
  const { t, language } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const navigate = useNavigate()
  const { id = '' } = useParams()
  const summary = useCallSummary(id)
  const summaryHref = href('callSummary', { id })

  if (summary.isPending) return <PageSkeleton />
  if (summary.isError)
    return (
      <Page title={t('rating.title')}>
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      </Page>
    )
  const s = summary.data
  if (!s.canRate)
    return (
      <Page title={t('rating.title')}>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">
            {s.rating ? t('errors:CONSULT_ALREADY_RATED') : t('rating.notFinished')}
          </Alert>
          <Button variant="contained" component={RouterLink} to={summaryHref}>
            {t('rating.toSummary')}
          </Button>
        </Stack>
      </Page>
    )
  return (
    <Page title={t('rating.title')}>
      <RatingForm
        bookingId={id}
        doctor={doctorName(s.doctor, language)}
        laterHref={summaryHref}
        onDone={() => void navigate(summaryHref, { replace: true })}
      />
    </Page>
  )
}
