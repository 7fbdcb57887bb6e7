import { healthRecordSchema } from '@app/domain/consults'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** GET /health-records?fileId=: one of the patient's own files (theirs or a dependent's) — SPEC 2.8. */
export function healthRecordQueryOptions(fileId: string | undefined) {
  const query = fileId ? `?fileId=${encodeURIComponent(fileId)}` : ''
  return queryOptions({
    queryKey: queryKeys.healthRecords.file(fileId),
    queryFn: () => api.get(`/health-records${query}`, healthRecordSchema),
    retry: false,
  })
}

export function useHealthRecord(fileId: string | undefined) {
  return useQuery(healthRecordQueryOptions(fileId))
}

/**
 * Several files at once (/prescriptions gathers every file the account holds), as one query: TanStack's
 * useQueries would add its observer to the query chunk every first screen loads (issue 8 §5's budget).
 */
export function useHealthRecords(fileIds: readonly string[]) {
  return useQuery({
    queryKey: queryKeys.healthRecords.files(fileIds),
    queryFn: () =>
      Promise.all(
        fileIds.map((fileId) =>
          api.get(`/health-records?fileId=${encodeURIComponent(fileId)}`, healthRecordSchema),
        ),
      ),
    enabled: fileIds.length > 0,
    retry: false,
  })
}

/**
 * GET /consults/:bookingId/record: the record of that booking's patient, for the booking's doctor (SPEC 6); the
 * server audits each read, so it is fetched only once the doctor opens it.
 */
export function useConsultRecord(bookingId: string, enabled: boolean) {
  return useQuery({
    // Not under the consult's key: a consult.updated push must not read (and audit) the record again.
    queryKey: queryKeys.consultRecord.one(bookingId),
    queryFn: () => api.get(`/consults/${encodeURIComponent(bookingId)}/record`, healthRecordSchema),
    enabled,
    retry: false,
    // Every read is an audit row: no refetch on focus; the doctor reopens it or retries.
    refetchOnWindowFocus: false,
    staleTime: 60_000,
  })
}
