import { listsSpecialists, offersSpecialists } from '@app/domain/catalog'
import Button from '@mui/material/Button'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { Link as RouterLink, useSearchParams } from '#web/shared/lib/router'
import { useCatalog } from '#web/features/catalog/api/get-catalog'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { SpecialtyPicker } from '#web/features/doctors/components/specialty-picker'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { href } from '#web/app/paths'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { DoctorSearchPage } from '#web/flows/doctor-search/doctor-search-page'

/**
 * /specialists: a specialty picker (video specialties but primary care, SPEC 2.5 step 0), then that specialty's
 * doctors; the chosen specialty is in the URL (?specialtyId=) like the rest of the search.
 */
export function SpecialistsPage() {
  const { t } = useDoctorsTranslation()
  const [params] = useSearchParams()
  const catalog = useCatalog()
  const { choices } = useCatalogChoices()
  if (catalog.isPending || (catalog.data && !choices)) return <PageSkeleton />

  // Primary care has its own path (/primary_doctors); a specialty without an active video doctor is not offered
  // (issue 7 §3). A shared link to one still opens its (empty) list.
  const specialties = catalog.data?.specialties.filter(listsSpecialists) ?? []
  const offered = specialties.filter(offersSpecialists)
  const chosen = Number(params.get('specialtyId'))
  const specialty = specialties.find((s) => s.id === chosen)

  if (!specialty) {
    const counts = new Map(offered.map((s) => [s.id, s.activeDrsCount.video]))
    return (
      <Page title={t('pages.specialists')} subtitle={t('specialists.intro')} maxWidth={960}>
        <SpecialtyPicker
          specialties={(choices?.specialties ?? [])
            .filter((s) => counts.has(s.id))
            .map((s) => ({ id: s.id, label: s.label, doctors: counts.get(s.id) ?? 0 }))}
          hrefOf={(id) => `${href('specialists')}?specialtyId=${id}`}
        />
      </Page>
    )
  }

  return (
    <DoctorSearchPage
      title={choices?.specialtyName(specialty.id) ?? t('pages.specialists')}
      fixed={{ practice: 'video', specialtyId: specialty.id }}
      emptyMessage={t('empty.specialty')}
      header={
        <Button
          component={RouterLink}
          to={href('specialists')}
          startIcon={<ArrowBackIcon sx={flipInRtl} />}
          sx={{ marginBlockEnd: 2 }}
        >
          {t('specialists.change')}
        </Button>
      }
    />
  )
}
