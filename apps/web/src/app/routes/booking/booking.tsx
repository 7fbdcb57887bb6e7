import type { Specialty } from '@app/domain/catalog'
import { formatMoney } from '@app/i18n/format'
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
import { useCallback, useEffect, useState } from 'react'
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router'
import { BookingSteps } from '#web/features/booking/components/booking-steps'
import { GeoWarningDialog } from '#web/features/booking/components/geo-warning-dialog'
import { PracticeCards } from '#web/features/booking/components/practice-cards'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import {
  clearSavedBooking,
  isStepReachable,
  loadSavedBooking,
  practiceOptions,
  readWizard,
  saveBooking,
  seemsOutsideEgypt,
  wizardSearch,
  wizardSteps,
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
import { formatDayHeading, formatSlotTime } from '#web/features/schedules/lib/egypt-time'
import { instantToCairo } from '@app/domain/schedules'
import { href } from '#web/app/paths'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { DoctorDetails } from '../doctors/doctor-page'
import { DoctorResults } from '../doctors/doctor-search-page'

const callCentrePhone = import.meta.env.VITE_CALL_CENTRE_PHONE ?? '0225550100'
const geoAckKey = 'sehha.geoAcknowledged'
const wizardHref = (place: Partial<WizardPlace>) => `${href('booking')}${wizardSearch(place)}`

/**
 * /booking (SPEC 2.5): the booking wizard. This release opens its first four steps — the kind of visit, the
 * doctor, the doctor's details and the date and time — with the place in the URL and the chosen time kept on the
 * device, so the later steps can resume it.
 */
export default function BookingPage() {
  const { t } = useBookingTranslation()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const notOpen = (useLocation().state as { notOpen?: number } | null)?.notOpen
  const place = readWizard(params)
  const catalog = useCatalog()
  const primaryCare = catalog.data?.specialties.find((s) => s.isPrimaryCare)

  // A step that is not open yet (?step=6) goes to the furthest open one, which says so (issue 7 §3).
  if (place.closedStep !== null)
    return (
      <Navigate
        to={wizardHref({ ...place, closedStep: null })}
        replace
        state={{ notOpen: place.closedStep }}
      />
    )

  let content
  if (catalog.isPending) content = <PageSkeleton />
  else if (catalog.isError || !primaryCare) content = <Alert severity="error">{t('errors:INTERNAL')}</Alert>
  else if (place.step === 0) content = <PracticeStep place={place} primaryCare={primaryCare} />
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
  else if (place.doctorId) content = <DateStep key={place.doctorId} place={place} doctorId={place.doctorId} />

  return (
    <Page title={t('title')} maxWidth={960}>
      <BookingSteps
        current={place.step}
        isReachable={(step) => isStepReachable(place, step)}
        onSelect={(step) => void navigate(wizardHref({ ...place, step }))}
      />
      {notOpen !== undefined && wizardSteps[notOpen] ? (
        <Alert severity="info" sx={{ marginBlockEnd: 2 }}>
          {t('notOpen', {
            wanted: t(`steps.${wizardSteps[notOpen]}`),
            current: t(`steps.${wizardSteps[place.step] ?? 'specialty'}`),
          })}
        </Alert>
      ) : null}
      {content}
    </Page>
  )
}

/** Step 0: an optional specialty, then video, clinic or a home visit; a saved choice can be resumed. */
function PracticeStep({ place, primaryCare }: { place: WizardPlace; primaryCare: Specialty }) {
  const { t, language } = useBookingTranslation()
  const navigate = useNavigate()
  const catalog = useCatalog()
  const { choices } = useCatalogChoices()
  const userId = useSession().data?.user?.id ?? null
  const [saved, setSaved] = useState(() => loadSavedBooking(localStorage, new Date(), userId))
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
            time: chosenTime(saved.start, language),
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
            <Button
              size="small"
              color="inherit"
              onClick={() => {
                clearSavedBooking(localStorage)
                setSaved(null)
              }}
            >
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
          .sort((a, b) => a.label.localeCompare(b.label, language))
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

function chosenTime(start: string, language: 'ar' | 'en') {
  return `${formatDayHeading(instantToCairo(new Date(start)).date, language)} ${formatSlotTime(start, language)}`
}

/** Step 3: the date and time, on Egypt's clock; back to the details, or to favourites when the visitor came from there. */
function DateStep({ place, doctorId }: { place: WizardPlace; doctorId: string }) {
  const { t, language } = useBookingTranslation()
  const errorMessage = useErrorMessage()
  const doctor = useDoctor(doctorId)
  const userId = useSession().data?.user?.id ?? null
  const [takenNotice, setTakenNotice] = useState(false)
  const [chosen, setChosen] = useState<string | null>(() => {
    if (place.start) return place.start
    const saved = loadSavedBooking(localStorage, new Date(), userId)
    return saved?.doctorId === doctorId && saved.practice === place.practice ? saved.start : null
  })
  const back =
    place.from === 'favourites'
      ? { to: href('favourites'), label: t('date.backToFavourites') }
      : { to: wizardHref({ ...place, step: 2 }), label: t('date.backToDetails') }

  // A time tapped on the doctor's page is the choice, kept like one made here.
  const tappedDoctor = place.start && doctor.data ? doctor.data : null
  useEffect(() => {
    if (!tappedDoctor || !place.start) return
    saveBooking(localStorage, {
      doctorId,
      practice: place.practice,
      start: place.start,
      doctorName: { nameAr: tappedDoctor.nameAr, nameEn: tappedDoctor.nameEn },
      ownerId: userId,
    })
  }, [tappedDoctor, place.start, place.practice, doctorId, userId])

  const onTaken = useCallback(() => {
    setChosen(null)
    setTakenNotice(true)
    clearSavedBooking(localStorage)
  }, [])

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
    const booking: SavedBooking = {
      doctorId,
      practice: place.practice,
      start,
      doctorName: { nameAr: data.nameAr, nameEn: data.nameEn },
      ownerId: userId,
    }
    saveBooking(localStorage, booking)
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
              <Alert severity="success">
                {t('date.chosen', {
                  day: formatDayHeading(instantToCairo(new Date(chosen)).date, language),
                  time: formatSlotTime(chosen, language),
                })}
              </Alert>
            ) : (
              <Typography color="text.secondary">{t('date.noneChosen')}</Typography>
            )}
          </Box>
        </>
      ) : (
        <Alert severity="warning">{t('date.notOffered')}</Alert>
      )}
      <Alert severity="info" role="note">
        {t('date.nextSoon')}
      </Alert>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={back.to} startIcon={<ArrowBackIcon sx={flipInRtl} />}>
          {back.label}
        </Button>
        <Button variant="contained" disabled>
          {t('date.next')}
        </Button>
      </Box>
    </Stack>
  )
}
