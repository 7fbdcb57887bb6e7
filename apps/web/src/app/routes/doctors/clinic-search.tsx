import { useCatalog } from '#web/features/catalog/api/get-catalog'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { DoctorSearchPage } from '#web/flows/doctor-search/doctor-search-page'

/** /clinic: doctors receiving patients in their clinic, by specialty, governorate and area (SPEC 2.1, 2.5 step 0). */
export function ClinicSearchPage() {
  const { t } = useDoctorsTranslation()
  const catalog = useCatalog()
  const { choices } = useCatalogChoices()
  if (catalog.isPending) return <PageSkeleton />
  // Only specialties with an active clinic doctor are offered; primary care has no clinics (issue 7 §3).
  const clinicSpecialties = new Set(
    catalog.data?.specialties
      .filter((s) => s.enabledClinic && !s.isPrimaryCare && s.activeDrsCount.clinic > 0)
      .map((s) => s.id),
  )
  return (
    <DoctorSearchPage
      title={t('pages.clinic')}
      fixed={{ practice: 'clinic' }}
      emptyMessage={t('empty.specialty')}
      places={
        choices
          ? {
              specialties: choices.specialties
                .filter((s) => clinicSpecialties.has(s.id))
                .map((s) => ({ value: s.id, label: s.label })),
              governorates: choices.governorates.map((g) => ({ value: g.id, label: g.label })),
              areasOf: (id) => choices.areasOf(id).map((a) => ({ value: a.id, label: a.label })),
            }
          : undefined
      }
    />
  )
}
