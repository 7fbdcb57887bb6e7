import type { Specialty } from '@app/domain/catalog'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from '#web/shared/lib/router'
import { BookingSteps } from '#web/features/booking/components/booking-steps'
import { PracticeCards } from '#web/features/booking/components/practice-cards'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import { useSavedBooking } from '#web/features/booking/hooks/use-saved-booking'
import {
  blockingStep,
  isStepReachable,
  paymentStep,
  practiceOptions,
  readWizard,
  type SavedBooking,
  type WizardPlace,
} from '#web/features/booking/lib/wizard'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalog } from '#web/features/catalog/api/get-catalog'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { doctorName } from '#web/features/doctors/lib/display'
import { href } from '#web/app/paths'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { useToast } from '#web/shared/ui/toast'
import { chosenTime } from './choice-summary'
import { wizardHref } from './links'
import { loadDateStep, loadDoctorDetails, loadDoctorStep } from './step-chunks'

// The steps after the first load when reached, or a step earlier (step-chunks.ts): the wizard's first screen, the kind
// of visit, stays light.
const DoctorStep = lazy(() => loadDoctorStep().then((m) => ({ default: m.DoctorStep })))
const DoctorDetails = lazy(() => loadDoctorDetails().then((m) => ({ default: m.DoctorDetails })))
const DateStep = lazy(() => loadDateStep().then((m) => ({ default: m.DateStep })))
const ProblemStep = lazy(() => import('./problem-step').then((m) => ({ default: m.ProblemStep })))
const ConfirmStep = lazy(() => import('./confirm-step').then((m) => ({ default: m.ConfirmStep })))
const PaymentStep = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })))

const preloadDoctorStep = () => void loadDoctorStep()

const callCentrePhone = import.meta.env.VITE_CALL_CENTRE_PHONE ?? '0225550100'

/**
 * /booking (SPEC 2.5): the booking wizard — the kind of visit, the doctor, the details, the date and time, the health
 * problem, read-before-confirming and payment — with the place in the URL and the choice (time and complaint) kept on
 * the device until a booking exists. Step 6, payment, is reached by Confirmed (decision 0005).
 */
export default function BookingPage() {
  const { t } = useBookingTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const toast = useToast()
  const place = readWizard(params)
  const catalog = useCatalog()
  const session = useSession()
  const { saved, save, clear } = useSavedBooking(session.data?.user?.id ?? null)
  const primaryCare = catalog.data?.specialties.find((s) => s.isPrimaryCare)
  // SPEC 4/5: what a visitor is told when a step needs what an earlier one asks for.
  const missing = (step: 3 | 4) => (step === 3 ? t('date.required') : t('validation:complaint.required'))

  // From the doctors' list a visitor opens a doctor's details or their times, and from the details the times: what
  // comes next starts loading with the step before it.
  useEffect(() => {
    if (place.step === 1) void loadDoctorDetails()
    if (place.step === 1 || place.step === 2) void loadDateStep()
  }, [place.step])

  // The saved choice belongs to an account, so the steps that need it wait for the session.
  if (session.isPending) return <PageSkeleton />
  const block = blockingStep(place, place.step, saved)
  if (block !== null) return <SendBack to={wizardHref({ ...place, step: block })} message={missing(block)} />
  // Only a patient gets past step 5, which tells everyone else why (SPEC 6).
  if (place.step === paymentStep && session.data?.contextRole !== 'patient')
    return <Navigate to={wizardHref({ ...place, step: 5 })} replace />

  // A step click that skips what an earlier step needs shows why and stays there (SPEC 4).
  const go = (step: number) => {
    const needed = blockingStep(place, step, saved)
    if (needed === null) return void navigate(wizardHref({ ...place, step }))
    toast(missing(needed), 'error')
    if (needed !== place.step) void navigate(wizardHref({ ...place, step: needed }))
  }

  let content
  if (catalog.isPending) content = <PageSkeleton />
  else if (catalog.isError || !primaryCare) content = <Alert severity="error">{t('errors:INTERNAL')}</Alert>
  else if (place.step === 0)
    content = <PracticeStep place={place} primaryCare={primaryCare} saved={saved} clear={clear} />
  else if (place.step === 1) content = <DoctorStep place={place} primaryCare={primaryCare} />
  else if (place.step === 2 && place.doctorId)
    content = (
      <DoctorDetails
        doctorId={place.doctorId}
        practice={place.practice}
        nameHeading="h2"
        bookHref={wizardHref({ ...place, step: 3 })}
        slotHrefOf={(start) => wizardHref({ ...place, step: 3, start })}
        // SPEC 4: back from the details is the specialty step, with the doctor's specialty set.
        extraActions={(doctor) => (
          <Button
            component={RouterLink}
            to={wizardHref({ step: 0, specialtyId: doctor.specialtyId })}
            startIcon={<ArrowBackIcon sx={flipInRtl} />}
          >
            {t('details.change')}
          </Button>
        )}
      />
    )
  else if (place.step === 3 && place.doctorId)
    content = (
      <DateStep
        key={place.doctorId}
        place={place}
        doctorId={place.doctorId}
        saved={saved}
        save={save}
        clear={clear}
        onNext={() => go(4)}
      />
    )
  else if (place.step === 4 && saved) content = <ProblemStep place={place} saved={saved} save={save} />
  else if (place.step === 5 && saved) content = <ConfirmStep place={place} saved={saved} save={save} />
  else if (place.step === paymentStep && saved)
    content = <PaymentStep place={place} saved={saved} clear={clear} />
  else content = <Navigate to={wizardHref({ ...place, step: 0 })} replace />

  return (
    <Page title={t('title')} maxWidth={960}>
      {/* SPEC 2.5: the step indicator is hidden for doctors. */}
      {session.data?.contextRole !== 'doctor' && (
        <BookingSteps
          current={place.step}
          isReachable={(step) => isStepReachable(place, step, blockingStep(place, 4, saved) === null)}
          onSelect={go}
        />
      )}
      <Suspense fallback={<PageSkeleton />}>{content}</Suspense>
    </Page>
  )
}

/** Back to the step that needs finishing, with a toast saying what it needs (SPEC 4: "an error toast shows"). */
function SendBack({ to, message }: { to: string; message: string }) {
  const toast = useToast()
  useEffect(() => toast(message, 'error'), [toast, message])
  return <Navigate to={to} replace />
}

/** Step 0: an optional specialty, then video, clinic or a home visit; a saved choice can be resumed. */
function PracticeStep({
  place,
  primaryCare,
  saved,
  clear,
}: {
  place: WizardPlace
  primaryCare: Specialty
  saved: SavedBooking | null
  clear: () => void
}) {
  const { t, language } = useBookingTranslation()
  const navigate = useNavigate()
  const catalog = useCatalog()
  const { choices } = useCatalogChoices()
  // Only specialties with an active doctor for some kind of visit are offered (issue 7 §3).
  const specialties =
    catalog.data?.specialties.filter(
      (s) =>
        s.enabledVideo &&
        !s.isPrimaryCare &&
        s.activeDrsCount.video + s.activeDrsCount.clinic + s.activeDrsCount.home > 0,
    ) ?? []
  const specialty = specialties.find((s) => s.id === place.specialtyId) ?? primaryCare
  const chosenId = specialty.isPrimaryCare ? null : specialty.id
  const offered = new Set(specialties.map((s) => s.id))

  return (
    <Stack spacing={3}>
      {saved ? (
        <Alert severity="info">
          {t('resume.text', {
            name: doctorName(saved.doctorName, language),
            time: t('summary.time', chosenTime(saved.start, language)),
          })}
          <Stack direction="row" spacing={1} sx={{ marginBlockStart: 1 }}>
            <Button
              size="small"
              variant="contained"
              component={RouterLink}
              to={wizardHref({ step: 3, doctorId: saved.doctorId, practice: saved.practice })}
            >
              {t('resume.action')}
            </Button>
            <Button size="small" color="inherit" onClick={clear}>
              {t('resume.discard')}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <Typography>{t('practice.intro')}</Typography>
      <NativeSelectField
        label={t('practice.specialty')}
        value={chosenId ?? ''}
        onChange={(event) => {
          const id = Number(event.target.value)
          void navigate(wizardHref({ step: 0, specialtyId: id || null }), {
            replace: true,
            preventScrollReset: true,
          })
        }}
        sx={{ maxWidth: 420 }}
      >
        <option value="">{t('practice.primaryCare')}</option>
        {choices?.specialties
          .filter((s) => offered.has(s.id))
          .map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
      </NativeSelectField>
      {/* The doctors' step starts loading when a pointer, finger or keyboard reaches the kinds of visit. */}
      <Box onPointerEnter={preloadDoctorStep} onTouchStart={preloadDoctorStep} onFocus={preloadDoctorStep}>
        <PracticeCards
          options={practiceOptions(specialty)}
          counts={specialty.activeDrsCount}
          videoHref={wizardHref({ step: 1, specialtyId: chosenId })}
          clinicHref={`${href('clinicSearch')}?specialtyId=${specialty.id}`}
          callCentrePhone={callCentrePhone}
          homeAction={<HomeVisitRequestButton specialtyId={chosenId} choices={choices} />}
        />
      </Box>
    </Stack>
  )
}

// The request form and its texts load when the button is pressed: the wizard's first screen stays light (issue 8).
const HomeVisitRequestDialog = lazy(() => import('#web/features/leads/components/home-visit-request'))

/** The home-visit card's 'Request a home visit' (issue 10 §2), next to calling the call centre. */
function HomeVisitRequestButton({
  specialtyId,
  choices,
}: {
  specialtyId: number | null
  choices: ComponentProps<typeof HomeVisitRequestDialog>['choices']
}) {
  const { t } = useBookingTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {t('homeRequest.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <HomeVisitRequestDialog
            specialtyId={specialtyId}
            choices={choices}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * Issue 45 §3: the waiting list's offer page keeps an offered time as the wizard keeps a chosen one and opens step 4.
 * It reaches these through this page's own chunk (a dynamic import): imported statically there, the wizard's modules
 * would be split out of this chunk into chunks of their own, which the wizard's first screen would then load too.
 */
export { saveBooking } from '#web/features/booking/lib/wizard'
export { wizardHref }
