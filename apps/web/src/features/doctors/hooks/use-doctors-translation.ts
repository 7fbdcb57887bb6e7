import { useTranslation } from 'react-i18next'
import { languageOf } from '../lib/display'

/**
 * The doctors texts plus what they show from other namespaces: titles and genders (profiles), field messages
 * (validation) and error codes (errors). Asked for together, so a page waits once instead of four times.
 */
export function useDoctorsTranslation() {
  const translation = useTranslation(['doctors', 'profiles', 'validation', 'errors', 'common'])
  return { ...translation, language: languageOf(translation.i18n.language) }
}
