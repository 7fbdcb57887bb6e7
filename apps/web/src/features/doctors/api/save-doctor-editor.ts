import {
  doctorEditorSchema,
  type ClinicPracticeInput,
  type DoctorEditor,
  type DoctorProfileInput,
  type HomePracticeInput,
  type VideoPracticeInput,
} from '@app/domain/doctors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '#web/shared/lib/api-client'
import { doctorEditorQueryKey, editorBase } from './get-doctor-editor'

export type PracticeSave =
  | { kind: 'video'; input: VideoPracticeInput }
  | { kind: 'clinic'; input: ClinicPracticeInput }
  | { kind: 'home'; input: HomePracticeInput }

export interface EditorSave {
  profile: DoctorProfileInput
  practice: PracticeSave
}

export const updateDoctorProfile = (doctorId: string | null, input: DoctorProfileInput) =>
  api.put(`${editorBase(doctorId)}/profile`, input, doctorEditorSchema)

export const updatePractice = (doctorId: string | null, { kind, input }: PracticeSave) =>
  api.put(`${editorBase(doctorId)}/practices/${kind}`, input, doctorEditorSchema)

/** The API names fields within one request's body; the page's form holds both bodies under these keys. */
function withinForm(error: unknown, key: 'profile' | 'practice'): unknown {
  if (!(error instanceof ApiError)) return error
  const issues = error.issues.map((issue) => ({ ...issue, path: `${key}.${issue.path}` }))
  return new ApiError(error.code, error.params, error.status, issues)
}

/**
 * SPEC 2.8 'Save (finish later)': the profile sections, then the page's practice; a refused request's issues come
 * back named as the form names them (`profile.personal.nameAr`, `practice.price`). The session is refetched after
 * every save so the side menu's start → finish → edit labels follow (the API recomputes regCompleteness).
 */
export function useSaveDoctorEditor(doctorId: string | null) {
  const queryClient = useQueryClient()
  const settle = async (editor: DoctorEditor) => {
    queryClient.setQueryData(doctorEditorQueryKey(doctorId), editor)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['session'] }),
      queryClient.invalidateQueries({ queryKey: ['doctors', 'page'] }),
    ])
  }
  return useMutation({
    mutationFn: async ({ profile, practice }: EditorSave) => {
      await updateDoctorProfile(doctorId, profile).catch((error: unknown) => {
        throw withinForm(error, 'profile')
      })
      return updatePractice(doctorId, practice).catch((error: unknown) => {
        throw withinForm(error, 'practice')
      })
    },
    onSuccess: settle,
    // A refused practice still leaves the profile saved: show what the server now holds.
    onError: () => queryClient.invalidateQueries({ queryKey: doctorEditorQueryKey(doctorId) }),
  })
}
