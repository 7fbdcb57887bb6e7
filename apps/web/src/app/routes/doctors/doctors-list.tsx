import { medTitles } from '@app/domain/profiles'
import { useParams } from '#web/shared/lib/router'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { DoctorSearchPage } from '#web/flows/doctor-search/doctor-search-page'

/** /doctors/{specialtyId}/{medTitle}: a specialty's video doctors, of one title or any ('any'). */
export function DoctorsListPage() {
  const { t } = useDoctorsTranslation()
  const params = useParams()
  const { choices } = useCatalogChoices()
  const specialtyId = Number(params.specialtyId)
  const validSpecialty = Number.isInteger(specialtyId) && specialtyId > 0
  // A title of the list, or any ('any', or a broken link).
  const medTitle = medTitles.find((title) => title === params.medTitle)
  const specialty = validSpecialty ? choices?.specialtyName(specialtyId) : undefined
  return (
    <DoctorSearchPage
      title={[specialty ?? t('pages.doctors'), medTitle ? t(`profiles:medTitles.${medTitle}`) : null]
        .filter(Boolean)
        .join(' · ')}
      fixed={{
        practice: 'video',
        specialtyId: validSpecialty ? specialtyId : undefined,
        medTitle,
      }}
      emptyMessage={t('empty.specialty')}
    />
  )
}
