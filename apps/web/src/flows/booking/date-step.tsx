import { formatEgyptOffset, formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import type { NewSavedBooking, SavedBooking, WizardPlace } from '#web/features/booking/lib/wizard'
import { useSession } from '#web/features/accounts/api/get-session'
import { useDoctor } from '#web/features/doctors/api/get-doctor'
import { DoctorAvatar } from '#web/features/doctors/components/doctor-avatar'
import { doctorName } from '#web/features/doctors/lib/display'
import { SlotPicker } from '#web/features/schedules/components/slot-picker'
import { formatSlotTime } from '#web/features/schedules/lib/egypt-time'
import { href } from '#web/app/paths'
import { ApiError } from '#web/shared/lib/api-client'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { chosenTime } from './choice-summary'
import { wizardHref } from './links'

// Issue 45 §3: the waiting list's button and dialog are their own chunk.
const JoinWaitingList = lazy(() => import('#web/features/waiting-list/components/join-waiting-list'))

/** Step 3: the date and time, on Egypt's clock; back to the details, or to favourites when the visitor came from there. */
export function DateStep({
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
  const doctor = useDoctor(doctorId)
  const session = useSession().data
  const userId = session?.user?.id ?? null
  // Why a kept time was dropped: taken by someone else, or the doctor no longer works that day (SPEC 8).
  const [takenNotice, setTakenNotice] = useState<'taken' | 'dayUnavailable' | null>(null)
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

  const onTaken = useCallback(
    (dayOpen: boolean) => {
      setChosen(null)
      setTakenNotice(dayOpen ? 'taken' : 'dayUnavailable')
      clear()
    },
    [clear],
  )

  if (doctor.isPending) return <PageSkeleton />
  if (doctor.isError) {
    if (!(doctor.error instanceof ApiError && doctor.error.code === 'NOT_FOUND'))
      return <RetryAlert onRetry={() => void doctor.refetch()}>{t('doctors:pages.loadFailed')}</RetryAlert>
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
    setTakenNotice(null)
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
            <Typography variant="body2" color="textSecondary">
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
            <Typography variant="body2" color="textSecondary">
              {t('date.egyptTime', {
                time: formatSlotTime(new Date(), language),
                offset: formatEgyptOffset(new Date(), language),
              })}
            </Typography>
          </Box>
          {takenNotice ? (
            <Alert severity="warning" role="alert">
              {t(`date.${takenNotice}`)}
            </Alert>
          ) : null}
          <SlotPicker doctorId={doctorId} value={chosen} onChange={choose} onTaken={onTaken} />
          {session?.contextRole === 'patient' ? (
            <Suspense fallback={null}>
              <Box>
                <JoinWaitingList doctorId={doctorId} practice={place.practice} name={name} />
              </Box>
            </Suspense>
          ) : null}
          <Box role="status" aria-live="polite">
            {chosen ? (
              <Alert severity="success">{t('date.chosen', chosenTime(chosen, language))}</Alert>
            ) : (
              <Typography color="textSecondary">{t('date.noneChosen')}</Typography>
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
