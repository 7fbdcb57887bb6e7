import { doctorDocumentTypes, maxDoctorDocuments, type DoctorDocument } from '@app/domain/doctors'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined'
import { useState } from 'react'
import { useUploadDoctorDocument } from '#web/features/doctors/api/upload-doctor-document'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { FileDrop } from '#web/features/profiles/components/file-drop'
import { FormSection } from '#web/features/profiles/components/form-section'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useToast } from '#web/shared/ui/toast'

/** SPEC 2.8 specialty documents: uploaded at once (drag and drop or a button), listed with a link each. */
export function DocumentsSection({
  documents,
  canUpload,
}: {
  documents: DoctorDocument[]
  canUpload: boolean
}) {
  const { t } = useDoctorsTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const upload = useUploadDoctorDocument()
  const [fileName, setFileName] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  return (
    <FormSection title={t('editor.sections.documents')} columns={1}>
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('editor.documents.none')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.5} sx={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
          {documents.map((document, index) => (
            <li key={document.fileId}>
              <Link
                href={document.url}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <DescriptionOutlinedIcon fontSize="small" aria-hidden />
                {t('editor.documents.item', { number: index + 1 })}
              </Link>
            </li>
          ))}
        </Stack>
      )}
      {!canUpload ? (
        <Typography variant="body2" color="text.secondary">
          {t('editor.documents.adminOnlyView')}
        </Typography>
      ) : documents.length < maxDoctorDocuments ? (
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
    </FormSection>
  )
}
