import { constants } from '@app/domain/shared'
import { formatNumber } from '@app/i18n/format'
import { useTranslation } from '#web/shared/hooks/use-translation'

export interface FileRejection {
  title: string
  reason: string
}

/**
 * SPEC 5: type and size are checked in the browser before anything is sent, with the spec's messages; the server
 * checks again by content, since a browser's `type` only reflects the file name.
 */
export function useFileCheck(accept: readonly string[], maxBytes: number = constants.maxUploadBytes) {
  const { t, i18n } = useTranslation(['profiles', 'errors'])
  const language = i18n.language === 'ar' ? 'ar' : 'en'
  const limit = t('profiles:upload.megabytes', { size: formatNumber(maxBytes / (1024 * 1024), language) })

  const check = (file: File): FileRejection | null => {
    const title = t('profiles:upload.rejected', { fileName: file.name })
    if (!accept.includes(file.type)) return { title, reason: t('errors:FILE_TYPE_NOT_SUPPORTED') }
    if (file.size > maxBytes) return { title, reason: t('errors:FILE_TOO_BIG', { limit }) }
    return null
  }
  return { check, limit }
}
