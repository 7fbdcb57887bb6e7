import { doctorDocumentTypes, maxDoctorDocuments, type DoctorDocument } from '@app/domain/doctors'
import { formatNumber } from '@app/i18n/format'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import { useState } from 'react'
import { useDoctorDocuments } from '#web/features/doctors/api/upload-doctor-document'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { FileDrop } from '#web/features/profiles/components/file-drop'
import { FormSection } from '#web/features/profiles/components/form-section'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'

/**
 * SPEC 2.8 specialty documents: uploaded at once (drag and drop or a button), listed with a link each and removed
 * after a confirmation. A doctor manages their own; an admin a named doctor's (`doctorId`).
 */
export function DocumentsSection({
  documents,
  doctorId,
}: {
  documents: DoctorDocument[]
  doctorId: string | null
}) {
  const { t, language } = useDoctorsTranslation()
  const number = (n: number) => formatNumber(n, language)
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const { upload, remove } = useDoctorDocuments(doctorId)
  const [fileName, setFileName] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [removing, setRemoving] = useState<{ fileId: string; number: number } | null>(null)

  const confirmRemove = () => {
    if (!removing) return
    remove.mutate(removing.fileId, {
      onSuccess: () => toast(t('editor.toasts.documentRemoved')),
      onError: (failure) => toast(errorMessage(failure), 'error'),
      onSettled: () => setRemoving(null),
    })
  }

  return (
    <FormSection title={t('editor.sections.documents')} columns={1}>
      {documents.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('editor.documents.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {documents.map((document, index) => {
            const label = t('editor.documents.item', { number: number(index + 1) })
            return (
              <Stack
                component="li"
                key={document.fileId}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Link
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                >
                  <DescriptionOutlinedIcon fontSize="small" aria-hidden />
                  {label}
                </Link>
                <Tooltip title={t('editor.documents.remove', { number: number(index + 1) })}>
                  <IconButton
                    size="small"
                    aria-label={t('editor.documents.remove', { number: number(index + 1) })}
                    onClick={() => setRemoving({ fileId: document.fileId, number: index + 1 })}
                  >
                    <DeleteOutlinedIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Stack>
            )
          })}
        </Stack>
      )}
      {documents.length < maxDoctorDocuments ? (
        <FileDrop
          label={t('editor.documents.label')}
          hint={t('editor.hints.documents')}
          accept={doctorDocumentTypes}
          uploading={upload.isPending}
          fileName={fileName}
          error={error}
          onFile={(file) => {
            setFileName(file.name)
            setError(null)
            upload.mutate(file, {
              onSuccess: () => {
                toast(t('editor.toasts.uploaded'))
                setFileName(null)
              },
              onError: (failure) => setError(errorMessage(failure)),
            })
          }}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('editor.documents.removeTitle', { number: number(removing?.number ?? 1) })}
        message={t('editor.documents.removeBody')}
        confirmLabel={t('editor.documents.removeConfirm')}
        cancelLabel={t('editor.submit.cancel')}
        pending={remove.isPending}
        destructive
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </FormSection>
  )
}
