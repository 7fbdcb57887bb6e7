import { constants } from '@app/domain/shared'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useId, useRef, useState, type DragEvent } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useFileCheck, type FileRejection } from '../hooks/use-file-check'

interface Props {
  /** The visible label; it also names the file input (e2e fills it by this label). */
  label: string
  hint?: string
  accept: readonly string[]
  maxBytes?: number
  /** A file that passed the browser checks. */
  onFile: (file: File) => void
  uploading?: boolean
  /** The chosen file waiting to be sent, or the one just sent. */
  fileName?: string | null
  /** A file is already on record on the server. */
  hasFile?: boolean
  /** A failure reported by the server for this file. */
  error?: string | null
  compact?: boolean
}

/** Drag and drop or a button; checks type and size first (SPEC 5) and shows progress while the file goes up. */
export function FileDrop({
  label,
  hint,
  accept,
  maxBytes = constants.maxUploadBytes,
  onFile,
  uploading = false,
  fileName,
  hasFile = false,
  error,
  compact = false,
}: Props) {
  const { t } = useTranslation('profiles')
  const labelId = useId()
  const hintId = useId()
  const { check, limit } = useFileCheck(accept, maxBytes)
  const [dragging, setDragging] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const [rejection, setRejection] = useState<FileRejection | null>(null)

  const take = (file: File | undefined) => {
    if (!file) return
    const problem = check(file)
    setRejection(problem)
    if (!problem) onFile(file)
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!uploading) take(event.dataTransfer.files[0])
  }

  return (
    <Box
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-dragging={dragging || undefined}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: dragging ? 'primary.main' : error || rejection ? 'error.main' : 'divider',
        backgroundColor: dragging ? 'action.hover' : 'transparent',
        borderRadius: 2,
        padding: compact ? 1.5 : 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography id={labelId} component="span" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography id={hintId} variant="body2" color="textSecondary">
        {hint ? `${hint} ` : ''}
        {t('upload.sizeLimit', { limit })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', position: 'relative' }}>
        {compact ? null : <Typography variant="body2">{t('upload.dropHere')}</Typography>}
        {/* A real button opens the file dialog; the input sits beside it (a control inside a button is two). */}
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={uploading}
          aria-describedby={`${labelId} ${hintId}`}
          onClick={() => inputRef.current?.click()}
        >
          {t('upload.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept={accept.join(',')}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          disabled={uploading}
          tabIndex={-1}
          onChange={(event) => {
            take(event.target.files?.[0])
            // Choosing the same file again after a rejection must fire a change event.
            event.target.value = ''
          }}
          style={{
            clip: 'rect(0 0 0 0)',
            clipPath: 'inset(50%)',
            height: 1,
            overflow: 'hidden',
            position: 'absolute',
            whiteSpace: 'nowrap',
            width: 1,
          }}
        />
      </Box>
      {fileName ? (
        <Typography variant="body2">{t('upload.selected', { fileName })}</Typography>
      ) : hasFile ? (
        <Typography variant="body2">{t('upload.uploaded')}</Typography>
      ) : null}
      {uploading ? <LinearProgress aria-label={t('upload.uploading')} /> : null}
      {rejection ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{rejection.title}</AlertTitle>
          {rejection.reason}
        </Alert>
      ) : error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Box>
  )
}
