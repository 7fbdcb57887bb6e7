import type { RecordRead } from '@app/domain/audit'
import { formatDateTime } from '@app/i18n/format'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import { Skeleton } from '#web/shared/ui/skeleton'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ListPager } from '#web/shared/ui/list-pager'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useRecordReads } from '../api/record-reads'

const actionKeys = {
  'medicalFile.read': 'medicalFileRead',
  'file.read': 'fileRead',
  'patient.profile.read': 'patientProfileRead',
  'healthRecord.read': 'healthRecordRead',
  'consultFile.read': 'consultFileRead',
  'prescription.verify': 'prescriptionVerify',
  'prescription.dispense': 'prescriptionDispense',
} as const

function useReaderText() {
  const { t } = useTranslation('audit')
  return (reader: RecordRead['reader']): string => {
    if (!reader.role) return t('recordReads.readers.unknown')
    const role = t(`recordReads.readers.${reader.role}`)
    // An admin is the service, never a person (their identities are not shown to patients).
    if (reader.role === 'admin' || !reader.name) return role
    return t('recordReads.readers.withRole', { name: reader.name, role })
  }
}

/**
 * Who read my record (issue 11 §3): every time someone other than the patient opened their health record — a doctor
 * by name, the Sehha team as such — with when (Egypt time) and what, newest first, ten to a page.
 */
export function RecordReadsList() {
  const { t, i18n } = useTranslation('audit')
  const language: 'ar' | 'en' = i18n.language === 'en' ? 'en' : 'ar'
  const headingId = useId()
  const [page, setPage] = useState(1)
  const reads = useRecordReads(page, language)
  const readerText = useReaderText()
  const action = (name: string) =>
    t(`recordReads.actions.${actionKeys[name as keyof typeof actionKeys] ?? 'other'}`)

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} component="h2" sx={{ fontWeight: 600 }}>
        {t('recordReads.title')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockEnd: 1 }}>
        {t('recordReads.intro')}
      </Typography>
      {reads.isPending ? (
        <div role="status" aria-label={t('recordReads.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="text" fontSize="1.5rem" width={`${80 - i * 10}%`} />
          ))}
        </div>
      ) : reads.isError ? (
        <RetryAlert onRetry={() => void reads.refetch()}>{t('recordReads.loadFailed')}</RetryAlert>
      ) : reads.data.total === 0 ? (
        <Typography color="textSecondary">{t('recordReads.empty')}</Typography>
      ) : (
        <>
          <List dense sx={{ opacity: reads.isPlaceholderData ? 0.6 : 1 }} aria-busy={reads.isPlaceholderData}>
            {reads.data.items.map((read) => (
              <ListItem key={read.id} disableGutters divider>
                <ListItemText
                  primary={readerText(read.reader)}
                  secondary={
                    <>
                      {action(read.action)}
                      {' · '}
                      <time dateTime={read.at}>{formatDateTime(read.at, language)}</time>
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
          <ListPager page={page} total={reads.data.total} pageSize={reads.data.pageSize} onPage={setPage} />
        </>
      )}
    </Paper>
  )
}
