/**
 * What the profile forms need from the catalog, already named in the reader's language. The route builds it with
 * the catalog feature (features never import each other), so this is a structural contract, not an import.
 */
export interface ChoiceOption {
  id: number
  label: string
}

export interface ProfileChoices {
  governorates: ChoiceOption[]
  areasOf: (governorateId: number | undefined) => ChoiceOption[]
  specialties: ChoiceOption[]
  nationalities: ChoiceOption[]
  governorateName: (id: number) => string | undefined
  areaName: (id: number) => string | undefined
  specialtyName: (id: number) => string | undefined
  nationalityName: (id: number) => string | undefined
}
