import type { Profile, ProfileInput } from '@app/domain/profiles'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useCreateProfile } from '../api/create-profile'
import { useUpdateProfile } from '../api/update-profile'
import { useUpdateProfileFor, type ProfileOwner } from '../api/update-profile-for'
import { useUploadIdDocument } from '../api/upload-id-document'
import { useUploadPhoto } from '../api/upload-photo'

export interface SaveOutcome {
  profile: Profile
  /** The profile was saved but a chosen file was refused (the server checks content again). */
  fileError: string | null
}

export interface PendingFiles {
  photo?: File | null
  idDocument?: File | null
}

/**
 * Saves the profile (POST on create, PUT on edit), then sends the files chosen in the form: the upload endpoints
 * attach to the saved profile, so they go after it. A refused file does not undo the save. With an `owner`, an
 * admin edits that user's profile: their files are not the admin's to send (the forms offer none then).
 */
export function useSaveProfile(mode: 'create' | 'edit', owner?: ProfileOwner) {
  const create = useCreateProfile()
  const update = useUpdateProfile()
  const updateFor = useUpdateProfileFor()
  const photo = useUploadPhoto()
  const idDocument = useUploadIdDocument()
  const errorMessage = useErrorMessage()

  const save = async (input: ProfileInput, files: PendingFiles = {}): Promise<SaveOutcome> => {
    if (owner) return { profile: await updateFor.mutateAsync({ owner, input }), fileError: null }
    const profile = mode === 'create' ? await create.mutateAsync(input) : await update.mutateAsync(input)
    const fileErrors: string[] = []
    for (const [file, upload] of [
      [files.photo, photo.mutateAsync],
      [files.idDocument, idDocument.mutateAsync],
    ] as const) {
      if (!file) continue
      try {
        await upload(file)
      } catch (error) {
        fileErrors.push(errorMessage(error))
      }
    }
    return { profile, fileError: fileErrors.length ? fileErrors.join(' ') : null }
  }

  return { save, uploadingPhoto: photo.isPending, uploadingIdDocument: idDocument.isPending }
}
