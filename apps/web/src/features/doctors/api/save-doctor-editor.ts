import {
  doctorEditorSchema,
  type ClinicPracticeInput,
  type DoctorEditor,
  type DoctorProfileInput,
  type HomePracticeInput,
  type VideoPracticeInput,
} from '@app/domain/doctors'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/shared/lib/api-client'
import { queryKeys } from '#web/shared/lib/query-keys'
import { editorBase } from './get-doctor-editor'

export type PracticeSave =
  | { kind: 'video'; input: VideoPracticeInput }
  | { kind: 'clinic'; input: ClinicPracticeInput }
  | { kind: 'home'; input: HomePracticeInput }

export interface EditorSave {
  profile: DoctorProfileInput
  practice: PracticeSave
}

/** SPEC 2.8 'Save (finish later)': the profile and the page's practice in one request, one transaction. */
export const saveDoctorEditor = (doctorId: string | null, save: EditorSave) =>
  api.put(`${editorBase(doctorId)}/editor`, save, doctorEditorSchema)

/**
 * SPEC 2.8 'Save (finish later)': the profile sections and the page's practice are saved together or not at all
 * (issue 7 §2); a refused save's issues come back named as the form names them (`profile.personal.nameAr`,
 * `practice.price`). The session is refetched after every save so the side menu's start → finish → edit labels
 * follow (the API recomputes regCompleteness).
 */
export function useSaveDoctorEditor(doctorId: string | null) {
  const queryClient = useQueryClient()
  const settle = async (editor: DoctorEditor) => {
    queryClient.setQueryData(queryKeys.doctors.editor(doctorId), editor)
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.session }),
      queryClient.invalidateQueries({ queryKey: queryKeys.doctors.pages }),
    ])
  }
  return useMutation({
    mutationFn: (save: EditorSave) => saveDoctorEditor(doctorId, save),
    onSuccess: settle,
  })
}
