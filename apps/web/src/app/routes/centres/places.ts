import { joinList } from '@app/i18n/format'
import { useMemo } from 'react'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * The governorates and areas of the catalogue for the centres' pages (filters, and a centre's area and governorate
 * by name), as the doctor's page names a clinic's place. Undefined until the catalogue has loaded.
 */
export function useCentrePlaces() {
  const { choices } = useCatalogChoices()
  const { i18n } = useTranslation()
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  return useMemo(
    () =>
      choices && {
        governorates: choices.governorates,
        areasOf: choices.areasOf,
        placeName: (governorateId: number | null, areaId: number | null) =>
          joinList(
            [
              areaId === null ? undefined : choices.areaName(areaId),
              governorateId === null ? undefined : choices.governorateName(governorateId),
            ].filter((name): name is string => Boolean(name)),
            language,
          ),
      },
    [choices, language],
  )
}
