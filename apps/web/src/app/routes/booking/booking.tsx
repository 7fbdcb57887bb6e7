import type { Specialty } from '@app/domain/catalog'
import { collator, formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { lazy, Suspense, useCallback, useEffect, useState, type ComponentProps } from 'react'
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import { BookingSteps } from '#web/features/booking/components/booking-steps'
import { GeoWarningDialog } from '#web/features/booking/components/geo-warning-dialog'
import { PracticeCards } from '#web/features/booking/components/practice-cards'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import { useSavedBooking } from '#web/features/booking/hooks/use-saved-booking'
import {
  blockingStep,
  isStepReachable,
  paymentStep,
  practiceOptions,
  readWizard,
  seemsOutsideEgypt,
  type NewSavedBooking,
  type SavedBooking,
  type WizardPlace,
} from '#web/features/booking/lib/wizard'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalog } from '#web/features/catalog/api/get-catalog'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useDoctor } from '#web/features/doctors/api/get-doctor'
import { DoctorAvatar } from '#web/features/doctors/components/doctor-avatar'
import { doctorName } from '#web/features/doctors/lib/display'
import { SlotPicker } from '#web/features/schedules/components/slot-picker'
import { formatSlotTime } from '#web/features/schedules/lib/egypt-time'
import { href } from '#web/app/paths'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { DoctorDetails } from '../doctors/doctor-page'
import { DoctorResults } from '../doctors/doctor-search-page'
import { chosenTime } from './choice-summary'
import { wizardHref } from './links'

// The last steps load when reached: the wizard's first screen (the kind of visit, the doctor) stays light.
const ProblemStep = lazy(() => import('./problem-step').then((m) => ({ default: m.ProblemStep })))
const ConfirmStep = lazy(() => import('./confirm-step').then((m) => ({ default: m.ConfirmStep })))
const PaymentStep = lazy(() => import('./payment-step').then((m) => ({ default: m.PaymentStep })))

const callCentrePhone = import.meta.env.VITE_CALL_CENTRE_PHONE ?? '0225550100'
const geoAckKey = 'sehha.geoAcknowledged'

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
        extraActions={
          <Button
            component={RouterLink}
            to={wizardHref({ ...place, step: 1, doctorId: null })}
            startIcon={<ArrowBackIcon sx={flipInRtl} />}
          >
            {t('details.change')}
          </Button>
        }
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
  const label = (id: number) => choices?.specialtyName(id) ?? ''

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
      <TextField
        select
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
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('practice.primaryCare')}</MenuItem>
        {specialties
          .map((s) => ({ id: s.id, label: label(s.id) }))
          .sort((a, b) => collator(language).compare(a.label, b.label))
          .map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.label}
            </MenuItem>
          ))}
      </TextField>
      <PracticeCards
        options={practiceOptions(specialty)}
        counts={specialty.activeDrsCount}
        videoHref={wizardHref({ step: 1, specialtyId: chosenId })}
        clinicHref={`${href('clinicSearch')}?specialtyId=${specialty.id}`}
        callCentrePhone={callCentrePhone}
        homeAction={<HomeVisitRequestButton specialtyId={chosenId} choices={choices} />}
      />
    </Stack>
  )
}

/** Step 1: the video doctors of the specialty (primary care when none), after the outside-Egypt warning. */
function DoctorStep({ place, primaryCare }: { place: WizardPlace; primaryCare: Specialty }) {
  const { t } = useBookingTranslation()
  const navigate = useNavigate()
  const [acknowledged, setAcknowledged] = useState(() => sessionStorage.getItem(geoAckKey) === '1')
  const outside = seemsOutsideEgypt(Intl.DateTimeFormat().resolvedOptions().timeZone)

  return (
    <>
      <DoctorResults
        fixed={{ practice: 'video', specialtyId: place.specialtyId ?? primaryCare.id }}
        emptyMessage={place.specialtyId ? t('doctors:empty.specialty') : t('doctors:empty.primary')}
        pageHrefOf={(doctorId) => wizardHref({ ...place, step: 2, doctorId })}
        bookHrefOf={(doctorId) => wizardHref({ ...place, step: 3, doctorId })}
      />
      <GeoWarningDialog
        open={outside && !acknowledged}
        onAcknowledge={() => {
          sessionStorage.setItem(geoAckKey, '1')
          setAcknowledged(true)
        }}
        onGoHome={() => void navigate(href('home'))}
      />
    </>
  )
}

/** Step 3: the date and time, on Egypt's clock; back to the details, or to favourites when the visitor came from there. */
function DateStep({
  place,
  doctorId,
  saved,
  save,
  clear,
  onNext,
}: {
  place: WizardPlace
  doctorId: string
  saved: SavedBooking | null
  save: (booking: NewSavedBooking) => void
  clear: () => void
  onNext: () => void
}) {
  const { t, language } = useBookingTranslation()
  const errorMessage = useErrorMessage()
  const doctor = useDoctor(doctorId)
  const userId = useSession().data?.user?.id ?? null
  const [takenNotice, setTakenNotice] = useState(false)
  const [chosen, setChosen] = useState<string | null>(() => {
    if (place.start) return place.start
    return saved?.doctorId === doctorId && saved.practice === place.practice ? saved.start : null
  })
  // The complaint is the patient's, not the time's: a new time keeps it.
  const complaint = saved?.complaint ?? ''
  const back =
    place.from === 'favourites'
      ? { to: href('favourites'), label: t('date.backToFavourites') }
      : { to: wizardHref({ ...place, step: 2 }), label: t('date.backToDetails') }

  // A time tapped on the doctor's page is the choice, kept like one made here.
  const tappedDoctor = place.start && doctor.data ? doctor.data : null
  useEffect(() => {
    if (!tappedDoctor || !place.start) return
    save({
      doctorId,
      practice: place.practice,
      start: place.start,
      doctorName: { nameAr: tappedDoctor.nameAr, nameEn: tappedDoctor.nameEn },
      ownerId: userId,
      complaint,
    })
  }, [tappedDoctor, place.start, place.practice, doctorId, userId, complaint, save])

  const onTaken = useCallback(() => {
    setChosen(null)
    setTakenNotice(true)
    clear()
  }, [clear])

  if (doctor.isPending) return <PageSkeleton />
  if (doctor.isError) {
    if (!(doctor.error instanceof ApiError && doctor.error.code === 'NOT_FOUND'))
      return <RetryAlert onRetry={() => void doctor.refetch()}>{errorMessage(doctor.error)}</RetryAlert>
    return (
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            component={RouterLink}
            to={wizardHref({ ...place, step: 1, doctorId: null })}
          >
            {t('chooseDoctor')}
          </Button>
        }
      >
        {t('doctors:pages.notFound')}
      </Alert>
    )
  }
  const data = doctor.data
  const name = doctorName(data, language)
  const price = data.practices[place.practice]

  const choose = (start: string) => {
    setChosen(start)
    setTakenNotice(false)
    save({
      doctorId,
      practice: place.practice,
      start,
      doctorName: { nameAr: data.nameAr, nameEn: data.nameEn },
      ownerId: userId,
      complaint,
    })
  }

  return (
    <Stack spacing={3}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <DoctorAvatar
            name={name}
            photoUrl={data.photoUrl}
            alt={t('doctors:card.photo', { name })}
            size={56}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(`doctors:page.practices.${place.practice}`)}
              {price ? ` · ${t('date.price', { price: formatMoney(price.price.total, language) })}` : ''}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      {price ? (
        <>
          <Box>
            <Typography variant="h6" component="h2">
              {t('date.heading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('date.egyptTime', { time: formatSlotTime(new Date(), language) })}
            </Typography>
          </Box>
          {takenNotice ? (
            <Alert severity="warning" role="alert">
              {t('date.taken')}
            </Alert>
          ) : null}
          <SlotPicker doctorId={doctorId} value={chosen} onChange={choose} onTaken={onTaken} />
          <Box role="status" aria-live="polite">
            {chosen ? (
              <Alert severity="success">{t('date.chosen', chosenTime(chosen, language))}</Alert>
            ) : (
              <Typography color="text.secondary">{t('date.noneChosen')}</Typography>
            )}
          </Box>
        </>
      ) : (
        <Alert severity="warning">{t('date.notOffered')}</Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
          {back.label}
        </Button>
        {/* Enabled without a time: pressing it says a time is needed (SPEC 4), which a disabled button cannot. */}
        <Button variant="contained" onClick={onNext}>
          {t('date.next')}
        </Button>
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
