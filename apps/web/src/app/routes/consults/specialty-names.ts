import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'

/** The catalog's specialties for the consult pages: a name by id, and the sorted choices of a referral. */
export function useSpecialties() {
  const { choices } = useCatalogChoices()
  return {
    specialtyName: (id: number) => choices?.specialtyName(id),
    specialties: choices?.specialties ?? [],
  }
}
