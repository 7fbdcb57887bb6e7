import { useCatalog } from '#web/features/catalog/api/get-catalog'
import { usePrefetchDoctorSearch } from '#web/features/doctors/components/doctor-search'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { PageSkeleton, useContentReady } from '#web/shared/ui/page-skeleton'
import { DoctorSearchPage } from '#web/flows/doctor-search/doctor-search-page'
import { fixedSearchOf } from '#web/flows/doctor-search/fixed-search'
import { useSearchParams } from '#web/shared/lib/router'

/** /primary_doctors: video doctors of the primary-care specialty (SPEC 2.1, 2.4). */
export function PrimaryDoctorsPage() {
  const { t } = useDoctorsTranslation()
  const catalog = useCatalog()
  const ready = useContentReady(catalog.isPending)
  const [params] = useSearchParams()
  const fixed = fixedSearchOf('primaryDoctors', catalog.data, {}, params) ?? { practice: 'video' as const }
  usePrefetchDoctorSearch(catalog.isPending ? undefined : fixed)
  if (catalog.isPending || !ready) return <PageSkeleton />
  return (
    <DoctorSearchPage title={t('pages.primaryDoctors')} fixed={fixed} emptyMessage={t('empty.primary')} />
  )
}
