import { normalizeVerificationCode } from '@app/domain/consults'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Stack from '@mui/material/Stack'
import { useNavigate, useParams } from '#web/shared/lib/router'
import { useVerifyPrescription } from '#web/features/consults/api/verify-prescription'
import { CodeEntry } from '#web/features/consults/verification/code-entry'
import { DispenseForm } from '#web/features/consults/verification/dispense-form'
import { usePrescriptionsTranslation } from '#web/features/consults/verification/use-prescriptions-translation'
import { VerificationCard } from '#web/features/consults/verification/verification-card'
import { href } from '#web/app/paths'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { Page } from '#web/shared/ui/page'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'

/**
 * /verify and /verify/{code} (issue 45 §4): a pharmacy checks a prescription from the QR code on its PDF, or types
 * its code; open to everyone, signed in or not. It shows a genuine prescription's card (or that no prescription has
 * the code) and, until it is dispensed, the form that marks it dispensed with the code the patient holds.
 */
export default function VerifyPrescriptionPage() {
  const { t } = usePrescriptionsTranslation()
  const errorMessage = useErrorMessage()
  const navigate = useNavigate()
  const { code: given = '' } = useParams()
  // A scanned address is already in the printed form; one typed into the address bar is read as the field reads it.
  const code = given ? (normalizeVerificationCode(given) ?? given) : null
  const check = useVerifyPrescription(code)
  const notFound = check.error instanceof ApiError && check.error.code === 'PRESCRIPTION_NOT_FOUND'

  return (
    <Page title={t('verify.title')} subtitle={t('verify.intro')} maxWidth={760}>
      <Stack spacing={3}>
        <CodeEntry
          key={code ?? ''}
          initial={code ?? ''}
          onCode={(typed) => navigate(href('verifyPrescription', { code: typed }))}
        />
        {code === null ? null : check.isPending ? (
          <Stack spacing={2} role="status" aria-label={t('verify.loading')}>
            <Skeleton variant="rounded" height={72} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        ) : notFound ? (
          <Alert severity="error">
            <AlertTitle sx={{ fontWeight: 700 }}>{t('verify.notFound')}</AlertTitle>
            {t('verify.notFoundDetail')}
          </Alert>
        ) : check.isError ? (
          <RetryAlert onRetry={() => void check.refetch()}>{errorMessage(check.error)}</RetryAlert>
        ) : (
          <>
            <VerificationCard verification={check.data} />
            {check.data.dispensedAt ? null : <DispenseForm code={check.data.code} />}
          </>
        )}
      </Stack>
    </Page>
  )
}
