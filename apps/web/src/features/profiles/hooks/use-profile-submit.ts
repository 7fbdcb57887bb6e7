import type { ProfileInput } from '@app/domain/profiles'
import type { FieldValues, UseFormSetError } from 'react-hook-form'
import type { ProfileOwner } from '../api/update-profile-for'
import { useSaveProfile, type PendingFiles, type SaveOutcome } from './use-save-profile'
import { useServerErrors } from './use-server-errors'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

/**
 * What every profile form does on submit: clear the last server errors, save (then any chosen files), release the
 * leave-page guard and report the outcome — or put the server's `issues` back on the fields they name.
 */
export function useProfileSubmit<T extends FieldValues>(options: {
  mode: 'create' | 'edit'
  setError: UseFormSetError<T>
  fields: readonly string[]
  isDirty: boolean
  onSaved: (outcome: SaveOutcome) => void
  /** An admin edits this user's profile (issue 10 §1); absent: the session's own. */
  owner?: ProfileOwner | undefined
}) {
  const server = useServerErrors(options.setError, options.fields)
  const saving = useSaveProfile(options.mode, options.owner)
  const guard = useUnsavedChangesGuard(options.isDirty)

  const submit = async (values: ProfileInput, files?: PendingFiles) => {
    server.clear()
    try {
      const outcome = await saving.save(values, files)
      guard.release()
      options.onSaved(outcome)
    } catch (error) {
      server.apply(error)
    }
  }

  return {
    server,
    guard,
    submit,
    uploadingPhoto: saving.uploadingPhoto,
    uploadingIdDocument: saving.uploadingIdDocument,
  }
}
