import { pluralCount } from '@app/i18n/format'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ApiError } from '#web/shared/lib/api-client'

/** Turns any thrown error into a translated sentence: `errors:<CODE>` with its params, else INTERNAL. */
export function useErrorMessage() {
  const { t } = useTranslation('errors')
  return (error: unknown): string => {
    if (error instanceof ApiError)
      return t(error.code, {
        ...error.params,
        count: pluralCount(error.params),
        defaultValue: t('INTERNAL'),
      })
    return t('INTERNAL')
  }
}

/** A field message that may be an i18n key (`validation:phone.short`) or plain text. */
export function useFieldMessage() {
  // Loads the validation texts (a lazy namespace) with the first field that may show one.
  const { t, i18n } = useTranslation(['common', 'validation'])
  return (message: string | undefined): string | undefined =>
    message && i18n.exists(message) ? t(message as never) : message
}
