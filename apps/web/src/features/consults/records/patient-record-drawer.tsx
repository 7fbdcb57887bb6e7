import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import FolderSharedIcon from '@mui/icons-material/FolderShared'
import { useId, useState } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useConsultRecord } from '../api/health-record'
import { HealthRecordView } from './health-record-view'
import { useConsultsTranslation } from './use-consults-translation'

/**
 * SPEC 6: the doctor opens the record of this consult's patient, during and after the consult, and that patient's
 * only. Read when opened (each read is kept in the audit log, which the patient can see).
 */
export function PatientRecordDrawer({
  bookingId,
  specialtyName,
}: {
  bookingId: string
  specialtyName: (id: number) => string | undefined
}) {
  const { t } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const [open, setOpen] = useState(false)
  const record = useConsultRecord(bookingId, open)
  const titleId = useId()
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FolderSharedIcon />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        {t('session.openRecord')}
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        // Above the app's top bar (which sits over the side menu's drawer layer), so its header is not covered.
        sx={{ zIndex: (theme) => theme.zIndex.modal }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 520 } } },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {record.data
                ? t('session.recordOf', { name: record.data.file.name })
                : t('session.patientRecord')}
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label={t('session.closeRecord')}>
              <CloseIcon />
            </IconButton>
          </Stack>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
            {t('session.recordAudited')}
          </Typography>
          {record.isPending ? (
            <Stack spacing={2} role="status" aria-label={t('loading')}>
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={120} />
            </Stack>
          ) : record.isError ? (
            <RetryAlert onRetry={() => void record.refetch()}>{errorMessage(record.error)}</RetryAlert>
          ) : (
            <HealthRecordView record={record.data} specialtyName={specialtyName} headingLevel="h3" />
          )}
        </Box>
      </Drawer>
    </>
  )
}
