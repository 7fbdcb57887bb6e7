import { callSummarySchema } from '@app/domain/consults'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { useRealtimeMessage } from '#web/shared/realtime/realtime-bus'

const path = (bookingId: string, rest = '') => `/consults/${encodeURIComponent(bookingId)}${rest}`

/** GET /consults/:bookingId/summary-view: the consultation summary (SPEC 2.8) for the patient side or the doctor. */
export function callSummaryQueryOptions(bookingId: string) {
  return queryOptions({
    queryKey: queryKeys.consults.summaryView(bookingId),
    queryFn: () => api.get(path(bookingId, '/summary-view'), callSummarySchema),
    retry: false,
  })
}

export function useCallSummary(bookingId: string) {
  useConsultUpdates(bookingId)
  return useQuery(callSummaryQueryOptions(bookingId))
}

/**
 * Reads a consult's queries again when the server says it changed (documented, rated, finished) and after a
 * reconnection, when a push may have been missed.
 */
export function useConsultUpdates(bookingId: string) {
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryKeys.consults.one(bookingId) })
  useRealtimeMessage('consult.updated', (message) => {
    if (message.bookingId === bookingId) refresh()
  })
  useRealtimeMessage('realtime.ready', refresh)
}

/**
 * The prescription as a PDF (an attachment the browser downloads): a plain link, never fetched by the app, so the
 * session cookie goes with it and the file lands in the downloads.
 */
export const prescriptionPdfHref = (bookingId: string) => `/api/v1${path(bookingId, '/prescription.pdf')}`

export const prescriptionPdfName = (bookingId: string) => `prescription-${bookingId.slice(0, 8)}.pdf`
