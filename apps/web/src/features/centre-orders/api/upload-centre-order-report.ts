import { centreOrderViewSchema } from '@app/domain/centre-orders'
import { constants } from '@app/domain/shared'
import { useMutation } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { orderPath, useOrderChanged } from './get-centre-order'

/** The server's limits (issue 43 §4): one PDF, checked by its content, up to the uploads' limit (5 MB). */
export const reportTypes = ['application/pdf'] as const
export const reportMaxBytes = constants.maxUploadBytes

/**
 * POST /centre-orders/{id}/reports (multipart `file`): a new version of the report — before delivery it replaces the
 * one to submit, after delivery it is a corrected version and the patient is told.
 */
export const uploadCentreOrderReport = (orderId: string, file: File) =>
  api.upload(`${orderPath(orderId)}/reports`, file, centreOrderViewSchema)

export function useUploadCentreOrderReport(orderId: string) {
  const changed = useOrderChanged()
  return useMutation({
    mutationFn: (file: File) => uploadCentreOrderReport(orderId, file),
    onSuccess: changed,
  })
}
