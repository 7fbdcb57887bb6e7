import Alert from '@mui/material/Alert'
import { joinList } from '@app/i18n/format'
import Button from '@mui/material/Button'
import EventIcon from '@mui/icons-material/Event'
import type { DoctorPage } from '@app/domain/doctors'
import { lazy, Suspense, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useDoctor } from '#web/features/doctors/api/get-doctor'
import { CopyLinkButton } from '#web/features/doctors/components/copy-link-button'
import { DeactivatedNotice } from '#web/features/doctors/components/deactivated-notice'
import { DoctorProfileView } from '#web/features/doctors/components/doctor-profile-view'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { useFavouriteIds } from '#web/features/favourites/api/get-favourites'
import { FavouriteToggle } from '#web/features/favourites/components/favourite-toggle'
import { AvailabilityList } from '#web/features/schedules/components/availability-list'
import { doctorName } from '#web/features/doctors/lib/display'
import { href } from '#web/app/paths'
import { ApiError } from '#web/shared/lib/api-client'
import { PageSkeleton, useContentReady } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { bookingHref, doctorPageHref, type ListedPractice } from '../doctor-search/links'

// Its own chunk, fetched only when a patient finds no free time (issue 45 §3).
const JoinWaitingList = lazy(() => import('#web/features/waiting-list/components/join-waiting-list'))

/** /doctor/{id} and /clinic/{id} (SPEC 2.1, 2.5 step 2): the doctor, the price, the next slots, share and book. */
export function DoctorPageRoute({ practice }: { practice: ListedPractice }) {
  const { id = '' } = useParams()
  return (
    // The page's width and gutters are static CSS (`doctor-page`, app/styles/first-screen.css), as its header's.
    <div className="doctor-page">
      <DoctorDetails
        doctorId={id}
        practice={practice}
        bookHref={bookingHref(id, practice)}
        slotHrefOf={(start) => bookingHref(id, practice, null, start)}
      />
    </div>
  )
}

/**
 * One doctor's details with the heart (patients), Book (not for doctors, SPEC 6), share and the next slots; the
 * doctor page and the booking wizard's step 2 show it. A deactivated account sees the SPEC 4 dialog.
 */
export function DoctorDetails({
  doctorId,
  practice,
  bookHref,
  slotHrefOf,
  extraActions,
  nameHeading = 'h1',
}: {
  doctorId: string
  practice: ListedPractice
  bookHref: string
  /** Where a tapped time leads: the wizard's date step with that time chosen (issue 7 §3). */
  slotHrefOf: (start: string) => string
  /** Before Book (the wizard's 'change doctor', which goes to the doctor's specialty). */
  extraActions?: (doctor: DoctorPage) => ReactNode
  nameHeading?: 'h1' | 'h2'
}) {
  const { t, language } = useDoctorsTranslation()
  const navigate = useNavigate()
  const session = useSession()
  const isPatient = Boolean(session.data?.user) && session.data?.contextRole === 'patient'
  // A doctor may look at pages (their own too) but not book (SPEC 6).
  const canBook = session.data?.contextRole !== 'doctor' || !session.data.user
  const favourites = useFavouriteIds(isPatient)
  const { choices } = useCatalogChoices()
  const doctor = useDoctor(doctorId)
  const ready = useContentReady(doctor.isPending)

  if (doctor.isPending || !ready) return <PageSkeleton bare />
  if (doctor.isError) {
    const code = doctor.error instanceof ApiError ? doctor.error.code : 'INTERNAL'
    const goHome = () => void navigate(href('home'), { replace: true })
    if (code === 'ACCOUNT_DEACTIVATED')
      return <DeactivatedNotice onAcknowledge={goHome} fallback={<PageSkeleton bare />} />
    if (code !== 'NOT_FOUND')
      return <RetryAlert onRetry={() => void doctor.refetch()}>{t('pages.loadFailed')}</RetryAlert>
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" component={RouterLink} to={href('home')}>
            {t('pages.goHome')}
          </Button>
        }
      >
        {t('pages.notFound')}
      </Alert>
    )
  }

  const data = doctor.data
  const offered = Boolean(data.practices[practice])
  return (
    <DoctorProfileView
      doctor={data}
      practice={practice}
      nameHeading={nameHeading}
      specialtyName={choices?.specialtyName(data.specialtyId)}
      placeName={(governorateId, areaId) =>
        joinList(
          [choices?.areaName(areaId), choices?.governorateName(governorateId)].filter(
            (p): p is string => !!p,
          ),
          language,
        )
      }
      favourite={
        isPatient ? <FavouriteToggle doctorId={data.id} isFavourite={favourites.has(data.id)} /> : null
      }
      actions={
        <>
          {extraActions?.(data)}
          {canBook && offered ? (
            <Button component={RouterLink} to={bookHref} variant="contained" startIcon={<EventIcon />}>
              {t('page.book')}
            </Button>
          ) : null}
          <CopyLinkButton url={doctorPageHref(data.id, practice)} />
        </>
      }
      slots={
        <AvailabilityList
          doctorId={data.id}
          maxDays={5}
          slotHref={canBook && offered ? slotHrefOf : undefined}
          whenEmpty={
            // No free time in the next days: a patient asks to be told when one frees up (issue 45 §3).
            isPatient && offered ? (
              <Suspense fallback={null}>
                <JoinWaitingList doctorId={data.id} practice={practice} name={doctorName(data, language)} />
              </Suspense>
            ) : null
          }
        />
      }
    />
  )
}
