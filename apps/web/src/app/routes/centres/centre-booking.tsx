import type { BillingInfo } from '@app/domain/bookings'
import type { MedicalFile } from '@app/domain/medical-files'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import FolderSharedIcon from '@mui/icons-material/FolderShared'
import PersonAddIcon from '@mui/icons-material/PersonAdd'
import { useEffect, useRef, useState } from 'react'
import type { Control } from 'react-hook-form'
import { useSession } from '#web/features/accounts/api/get-session'
import { CentreBookingForm } from '#web/features/centres/components/centre-booking-form'
import { useCentresTranslation } from '#web/features/centres/hooks/use-centres-translation'
import type { CentreBookingValues } from '#web/features/centres/lib/booking-request'
import { kindOfService } from '#web/features/centres/lib/display'
import { useMedicalFiles } from '#web/features/medical-files/api/medical-files'
import { MedicalFilePicker } from '#web/features/medical-files/components/medical-file-picker'
import { BillingForm, emptyBilling } from '#web/features/payments/components/billing-form'
import { AddDependentDialog, LinkFileDialog } from '#web/flows/booking/medical-file-dialogs'
import { useBillingDefaults } from '#web/flows/payments/billing-defaults'
import { href } from '#web/app/paths'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate, useParams, useSearchParams } from '#web/shared/lib/router'
import { saveOrigin } from '#web/shared/lib/saved-origin'
import { Page } from '#web/shared/ui/page'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useToast } from '#web/shared/ui/toast'
import { bookingReturnSearch, referralOf, referralTarget, serviceHref } from './links'
import { useCentrePlaces } from './places'

/**
 * /centre-booking/{centreId}/{serviceId} (issue 43 §2; SPEC 2.5 'scans and lab tests', SPEC 4): the centres' booking
 * form, with what other features bring: whom it is for (the patient's medical files, as the doctors' booking
 * chooses them), the card's billing details (the payments feature's form), and where to go next: the payment page
 * of its payment order, or the order itself when it was booked at once (free, wallet).
 */
export default function CentreBookingRoute() {
  const { centreId = '', serviceId = '' } = useParams()
  // From a doctor's referral (issue 43 §2): the order answers it.
  const referral = referralOf(useSearchParams()[0])
  const { t } = useCentresTranslation()
  const { t: tPayments } = useTranslation('payments')
  const navigate = useNavigate()
  const session = useSession().data
  const signedIn = Boolean(session?.user) && session?.contextRole === 'patient'
  const places = useCentrePlaces()
  const kind = kindOfService(serviceId) ?? 'lab'

  return (
    <Page title={t(`booking.title.${kind}`)} maxWidth={720}>
      <CentreBookingForm
        centreId={centreId}
        serviceId={serviceId}
        signedIn={signedIn}
        placeName={places?.placeName ?? (() => '')}
        fileChooser={(value, onChange) => <MedicalFileChooser value={value} onChange={onChange} />}
        billingFields={(control, fill) => <CardBilling control={control} fill={fill} />}
        billingDefaults={emptyBilling(tPayments('billing.countryDefault'))}
        listHref={serviceHref({ id: serviceId, kind })}
        signInHref={href('signIn')}
        signUpHref={href('signUp')}
        // SPEC 4: the 'radios_labs' origin, with this booking to go on to once signed in.
        referral={referralTarget(referral)}
        onLeaveToSignIn={() => saveOrigin('radios_labs', bookingReturnSearch(centreId, serviceId, referral))}
        onBooked={(created) =>
          void navigate(
            created.paymentOrderId
              ? href('paymentsPay', { orderId: created.paymentOrderId })
              : // The order's own page (issue 43 §4).
                href('order', { orderId: created.centreOrderId }),
          )
        }
      />
    </Page>
  )
}

/**
 * SPEC 2.8: whom it is for — the patient's own file, a family member's, or another patient's opened for a while;
 * a family member can be added, or another file opened, here, as in the doctors' booking. '' is the own file.
 */
function MedicalFileChooser({ value, onChange }: { value: string; onChange: (fileId: string) => void }) {
  const { t } = useTranslation('medicalFiles')
  const toast = useToast()
  const files = useMedicalFiles()
  const [dialog, setDialog] = useState<'add' | 'link' | null>(null)
  if (files.isPending) return <Skeleton variant="rounded" height={96} />
  const list = files.data?.files ?? []
  const own = list[0]
  if (files.isError || !own)
    return <RetryAlert onRetry={() => void files.refetch()}>{t('loadFailed')}</RetryAlert>
  const chosen = list.find((file) => file.id === value) ?? own
  const choose = (fileId: string) => onChange(fileId === own.id ? '' : fileId)
  const chooseNew = (done: 'add.done' | 'link.done') => (file: MedicalFile) => {
    choose(file.id)
    toast(t(done, { name: file.name }))
  }
  return (
    <Stack spacing={2}>
      <MedicalFilePicker files={list} value={chosen.id} onChange={choose} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" startIcon={<PersonAddIcon />} onClick={() => setDialog('add')}>
          {t('addFamily')}
        </Button>
        <Button variant="outlined" startIcon={<FolderSharedIcon />} onClick={() => setDialog('link')}>
          {t('openOther')}
        </Button>
      </Stack>
      <AddDependentDialog
        open={dialog === 'add'}
        onClose={() => setDialog(null)}
        onAdded={chooseNew('add.done')}
      />
      <LinkFileDialog
        open={dialog === 'link'}
        onClose={() => setDialog(null)}
        onLinked={chooseNew('link.done')}
      />
    </Stack>
  )
}

/** The card's billing details, filled in with what the account already knows once it has loaded (issue 41 §4). */
function CardBilling({
  control,
  fill,
}: {
  control: Control<CentreBookingValues>
  fill: (known: Partial<BillingInfo>) => void
}) {
  const known = useBillingDefaults()
  const filled = useRef(false)
  useEffect(() => {
    if (!known || filled.current) return
    filled.current = true
    fill(known)
  }, [known, fill])
  return <BillingForm control={control} name="billing" />
}
