import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * The profiles texts plus the namespaces its fields show: `validation:*` keys from the schemas and the API, and
 * `errors:*` codes. Namespaces load on demand, so asking for them together makes one wait instead of three, and a
 * field error never shows as a raw key because its namespace was not loaded yet.
 */
export function useProfilesTranslation() {
  return useTranslation(['profiles', 'validation', 'errors'])
}
