import { doctorDocumentTypes, maxDoctorDocuments, type DoctorEditor } from '@app/domain/doctors'
import type { UploadedFile } from '@app/domain/profiles'
import { DomainError } from '@app/domain/shared'
import * as reviewsService from '#api/features/doctor-reviews/doctor-reviews.service'
import * as filesService from '#api/features/files/files.service'
import * as profilesService from '#api/features/profiles/profiles.service'
import type { SignedInContext } from '#api/plugins/context'
import { doctorChanged } from '#api/shared/doctor-changes'
import { getEditor, invalid } from './doctors.editor'
import * as doctorsRepository from './doctors.repository'

/**
 * SPEC 2.8 specialty documents: a PDF or an image, proved by its bytes and matching its name and type. The doctor
 * uploads their own; an admin may upload for a doctor (the file stays the doctor's, readable by them).
 */
export async function uploadDocument(
  ctx: SignedInContext,
  doctorId: string,
  upload: { body: Buffer; filename?: string | undefined; mimetype?: string | undefined },
): Promise<UploadedFile> {
  if (!(await doctorsRepository.findById(ctx.db, doctorId))) throw new DomainError('PROFILE_NOT_FOUND')
  if ((await doctorsRepository.countDocuments(ctx.db, doctorId)) >= maxDoctorDocuments)
    invalid([{ path: 'file', code: 'validation:tooLong' }])
  return filesService.storeUpload(
    ctx,
    {
      purpose: 'doctorDocument',
      ownerUserId: doctorId,
      body: upload.body,
      allowed: doctorDocumentTypes,
      declared: { filename: upload.filename, mimetype: upload.mimetype },
    },
    async (trx, file) => {
      const inserted = await doctorsRepository.insertDocument(trx, {
        fileId: file.id,
        doctorId,
        contentType: file.contentType,
      })
      if (!inserted) return false
      await doctorChanged(trx, doctorId)
      // A document is reviewed: a verified doctor's new one sends the profile back to waiting (ADR 0016).
      await reviewsService.doctorEdited(ctx, trx, doctorId, { documents: null }, { documents: file.id })
      return { replaced: null }
    },
  )
}

/** An admin sets a doctor's photo (SPEC 2.2: admins edit doctors' profiles); the start tab's completeness follows. */
export async function uploadPhotoFor(
  ctx: SignedInContext,
  doctorId: string,
  body: Buffer,
): Promise<UploadedFile> {
  return profilesService.uploadPhoto(ctx, { userId: doctorId, role: 'doctor' }, body)
}

/**
 * Removes one of a doctor's specialty documents: the record, the file row and the completeness in one
 * transaction, the stored bytes after it commits. Another doctor's document is not found.
 */
export async function deleteDocument(
  ctx: SignedInContext,
  doctorId: string,
  fileId: string,
): Promise<DoctorEditor> {
  await filesService.deleteStoredFile(ctx, fileId, async (trx) => {
    if (!(await doctorsRepository.deleteDocument(trx, doctorId, fileId))) return false
    await doctorChanged(trx, doctorId)
    await reviewsService.doctorEdited(ctx, trx, doctorId, { documents: fileId }, { documents: null })
    return true
  })
  return getEditor(ctx, doctorId)
}
