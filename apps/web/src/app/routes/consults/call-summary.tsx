import { useParams } from '#web/shared/lib/router'
import { useCallSummary } from '#web/features/consults/api/call-summary'
import { CallSummaryView } from '#web/features/consults/records/call-summary-view'
import { useConsultsTranslation } from '#web/features/consults/records/use-consults-translation'
import { priceLines } from '#web/features/booking/lib/price-lines'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { bookingHref } from '#web/flows/doctor-search/links'
import { bookReferral } from './links'
import { useSpecialties } from './specialty-names'

/**
 * /call-summary/{id} (SPEC 2.1, 2.8; issue 11 §3): the consultation summary for the patient — the report,
 * prescription, referrals, receipt, rating, and booking again or the free follow-up.
 */
export default function CallSummaryPage() {
  const { t } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const { id = '' } = useParams()
  const summary = useCallSummary(id)
  const { specialtyName } = useSpecialties()

  if (summary.isPending) return <PageSkeleton />
  if (summary.isError)
    return (
      <Page title={t('summary.title')}>
        <RetryAlert onRetry={() => void summary.refetch()}>{errorMessage(summary.error)}</RetryAlert>
      </Page>
    )
  const s = summary.data
  return (
    <Page title={t('summary.title')} maxWidth={760}>
      <CallSummaryView
        summary={s}
        specialtyName={specialtyName}
        receiptLines={priceLines(s.receipt.price)}
        links={{
          bookAgain: bookingHref(s.doctor.id, s.practice === 'clinic' ? 'clinic' : 'video'),
          followUp: href('followUp', { bookingId: id }),
          review: href('callReview', { id }),
          bookReferral,
        }}
      />
    </Page>
  )
}
