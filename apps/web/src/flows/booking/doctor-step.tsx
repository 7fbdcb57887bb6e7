import type { Specialty } from '@app/domain/catalog'
import { useState } from 'react'
import { useNavigate } from '#web/shared/lib/router'
import { GeoWarningDialog } from '#web/features/booking/components/geo-warning-dialog'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import { seemsOutsideEgypt, type WizardPlace } from '#web/features/booking/lib/wizard'
import { href } from '#web/app/paths'
import { DoctorResults } from '../doctor-search/doctor-search-page'
import { wizardHref } from './links'

/** Told once per visit (the browser's session) that a consult from outside Egypt may not be allowed (SPEC 2.5). */
const geoAckKey = 'sehha.geoAcknowledged'

/** Step 1: the video doctors of the specialty (primary care when none), after the outside-Egypt warning. */
export function DoctorStep({ place, primaryCare }: { place: WizardPlace; primaryCare: Specialty }) {
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
