import {
  medicalFileListSchema,
  medicalFileSchema,
  type LinkMedicalFile,
  type NewDependent,
} from '@app/domain/medical-files'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'

/** SPEC 2.8: whom this patient may book for — their own file first, family members, files opened for a while. */
export function useMedicalFiles() {
  return useQuery({
    queryKey: queryKeys.medicalFiles,
    queryFn: () => api.get('/medical-files', medicalFileListSchema),
  })
}

/** A family member's new file, held by this account. */
export function useAddDependent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (dependent: NewDependent) =>
      api.post('/medical-files/dependents', dependent, medicalFileSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.medicalFiles }),
  })
}

/** Another patient's file, opened with their mobile and password (SPEC 2.8). */
export function useLinkMedicalFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (credentials: LinkMedicalFile) =>
      api.post('/medical-files/links', credentials, medicalFileSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.medicalFiles }),
  })
}
