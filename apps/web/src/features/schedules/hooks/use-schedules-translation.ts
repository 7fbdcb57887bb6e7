import { useTranslation } from 'react-i18next'

/** The schedules texts with the field messages (validation) and error codes (errors) they show. */
export function useSchedulesTranslation() {
  const translation = useTranslation(['schedules', 'validation', 'errors'])
  return {
    ...translation,
    language: translation.i18n.language.startsWith('en') ? ('en' as const) : ('ar' as const),
  }
}
