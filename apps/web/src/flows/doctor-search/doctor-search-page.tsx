import type { DoctorSearchQuery } from '@app/domain/doctors'
import type { ReactNode } from 'react'
import { useNavigate } from '#web/shared/lib/router'
import { useSession } from '#web/features/accounts/api/get-session'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { DoctorCard } from '#web/features/doctors/components/doctor-card'
import type { PlaceChoices } from '#web/features/doctors/components/doctor-filters'
import { DoctorSearch } from '#web/features/doctors/components/doctor-search'
import { useFavouriteIds } from '#web/features/favourites/api/get-favourites'
import { FavouriteToggle } from '#web/features/favourites/components/favourite-toggle'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { bookingHref, doctorPageHref } from './links'

export interface DoctorSearchPageProps {
  title: string
  subtitle?: ReactNode
  fixed: Partial<DoctorSearchQuery> & { practice: 'video' | 'clinic' }
  emptyMessage: string
  places?: PlaceChoices
  /** Above the search (the specialists page's 'change specialty'). */
  header?: ReactNode
}

/**
 * A doctor list page (SPEC 2.5 step 1, 2.6): the search of the doctors feature, with the cards' hearts for patients
 * only (SPEC 6) and the links of this app.
 */
export function DoctorSearchPage({
  title,
  subtitle,
  fixed,
  emptyMessage,
  places,
  header,
}: DoctorSearchPageProps) {
  return (
    <Page title={title} subtitle={subtitle} maxWidth={960}>
      {header}
      <DoctorResults
        fixed={fixed}
        emptyMessage={emptyMessage}
        places={places}
        pageHrefOf={(id) => doctorPageHref(id, fixed.practice)}
        bookHrefOf={(id) => bookingHref(id, fixed.practice)}
      />
    </Page>
  )
}

/** The search with its cards; the booking wizard's step 1 links the cards to its own steps. */
export function DoctorResults({
  fixed,
  emptyMessage,
  places,
  pageHrefOf,
  bookHrefOf,
}: Pick<DoctorSearchPageProps, 'fixed' | 'emptyMessage' | 'places'> & {
  pageHrefOf: (doctorId: string) => string
  bookHrefOf: (doctorId: string) => string
}) {
  const navigate = useNavigate()
  const session = useSession()
  const isPatient = Boolean(session.data?.user) && session.data?.contextRole === 'patient'
  const favourites = useFavouriteIds(isPatient)
  const { choices } = useCatalogChoices()

  return (
    <DoctorSearch
      fixed={fixed}
      emptyMessage={emptyMessage}
      places={places}
      onDeactivated={() => void navigate(href('home'), { replace: true })}
      renderCard={(doctor) => (
        <DoctorCard
          doctor={doctor}
          specialtyName={choices?.specialtyName(doctor.specialtyId)}
          pageHref={pageHrefOf(doctor.id)}
          bookHref={bookHrefOf(doctor.id)}
          favourite={
            isPatient ? (
              <FavouriteToggle doctorId={doctor.id} isFavourite={favourites.has(doctor.id)} />
            ) : null
          }
        />
      )}
    />
  )
}
