import type { Language } from '@app/domain/shared'
import { useMemo } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { catalogChoices, useCatalog } from '../api/get-catalog'

/** The catalog as named, sorted choices; `language` forces one (lab and radio pages are English only). */
export function useCatalogChoices(language?: Language) {
  const { i18n } = useTranslation()
  const catalog = useCatalog()
  const lang: Language = language ?? (i18n.language.startsWith('en') ? 'en' : 'ar')
  const choices = useMemo(
    () => (catalog.data ? catalogChoices(catalog.data, lang) : undefined),
    [catalog.data, lang],
  )
  return { ...catalog, choices }
}
