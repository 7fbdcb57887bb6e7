import { useTranslation } from '#web/shared/hooks/use-translation'
import { languageOf } from '../lib/display'

/**
 * The doctors texts plus what they show from other namespaces: titles and genders (profiles) and error codes
 * (errors). Asked for together, so a page waits once instead of three times. The editor's field messages
 * (validation) load with its fields (useFieldMessage), not with every doctor's page and search (issue 8 §5).
 */
export function useDoctorsTranslation() {
  const translation = useTranslation(['doctors', 'profiles', 'errors', 'common'])
  return { ...translation, language: languageOf(translation.i18n.language) }
}
