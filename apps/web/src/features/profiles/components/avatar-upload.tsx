import { uploadPurposes } from '@app/domain/profiles'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import { useEffect, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { FileDrop } from './file-drop'

interface Props {
  name: string
  photoUrl: string | null | undefined
  /** Called with a file that passed the browser checks: upload it now, or keep it for after the save. */
  onFile: (file: File) => void
  uploading?: boolean
  error?: string | null
}

/** The profile photo with a preview of the chosen file shown at once, before and while it uploads. */
export function AvatarUpload({ name, photoUrl, onFile, uploading = false, error }: Props) {
  const { t } = useTranslation('profiles')
  const [fileName, setFileName] = useState<string | null>(null)
  const [preview, setPreview] = useState<string | null>(null)

  // The previous preview's memory is freed when a new one replaces it and when the component goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview])

  // A failed upload leaves the photo on record in place.
  const src = error ? (photoUrl ?? undefined) : (preview ?? photoUrl ?? undefined)

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar
        src={src}
        alt={t('upload.photoAlt', { name })}
        sx={{ width: 96, height: 96, fontSize: 40, opacity: uploading ? 0.6 : 1 }}
      >
        {name.trim().charAt(0) || undefined}
      </Avatar>
      <Box sx={{ flex: '1 1 240px' }}>
        <FileDrop
          compact
          label={t('fields.photo')}
          accept={uploadPurposes.avatar}
          uploading={uploading}
          fileName={fileName}
          error={error}
          onFile={(chosen) => {
            setFileName(chosen.name)
            setPreview(URL.createObjectURL(chosen))
            onFile(chosen)
          }}
        />
      </Box>
    </Box>
  )
}
