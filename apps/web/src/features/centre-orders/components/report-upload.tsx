import type { CentreOrderView } from '@app/domain/centre-orders'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import UploadFileIcon from '@mui/icons-material/UploadFile'
import { useState, type ComponentType } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useToast } from '#web/shared/ui/toast'
import { reportMaxBytes, reportTypes, useUploadCentreOrderReport } from '../api/upload-centre-order-report'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'

/**
 * What the app's file picker takes (profiles' FileDrop, given by the page): it checks type and size in the browser
 * with SPEC 5's messages, the server's own, before anything is sent, and shows progress while the file goes up.
 */
export interface ReportDropProps {
  label: string
  hint?: string
  accept: readonly string[]
  maxBytes?: number
  onFile: (file: File) => void
  uploading?: boolean
  fileName?: string | null
  hasFile?: boolean
  error?: string | null
}

/**
 * The report's PDF (issue 43 §4). Before delivery a new file replaces the one waiting to be submitted; after it, a
 * corrected version is uploaded only once the centre confirms that the patient will be told.
 */
export function ReportUpload({
  order,
  Drop,
}: {
  order: CentreOrderView
  Drop: ComponentType<ReportDropProps>
}) {
  const { t } = useCentreOrdersTranslation()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const upload = useUploadCentreOrderReport(order.id)
  const delivered = order.status === 'delivered'
  const [asking, setAsking] = useState(false)
  const [correcting, setCorrecting] = useState(false)
  const [fileName, setFileName] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const send = async (file: File) => {
    setFileName(file.name)
    setProblem(null)
    try {
      await upload.mutateAsync(file)
      toast(delivered ? t('upload.doneCorrected') : t('upload.done'))
      if (delivered) setCorrecting(false)
    } catch (error) {
      setProblem(errorMessage(error))
    }
  }

  if (delivered && !correcting)
    return (
      <>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => setAsking(true)}>
          {t('upload.corrected')}
        </Button>
        <ConfirmDialog
          open={asking}
          title={t('upload.correctTitle')}
          message={t('upload.correctBody')}
          confirmLabel={t('upload.correctConfirm')}
          cancelLabel={t('upload.keep')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false)
            setCorrecting(true)
          }}
        />
      </>
    )

  return (
    <Stack spacing={1}>
      <Drop
        label={delivered ? t('upload.correctedLabel') : t('upload.label')}
        hint={delivered ? t('upload.correctedHint') : t('upload.hint')}
        accept={reportTypes}
        maxBytes={reportMaxBytes}
        onFile={(file) => void send(file)}
        uploading={upload.isPending}
        fileName={fileName}
        hasFile={!delivered && order.reports.length > 0}
        error={problem}
      />
    </Stack>
  )
}
