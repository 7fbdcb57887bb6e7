import type { AuditEntry, FailedJob } from '@app/domain/audit'
import { toWesternDigits } from '@app/domain/shared'
import { formatDateTime, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tabs from '@mui/material/Tabs'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { useAuditLog, useFailedJobs, useRetryJob } from '#web/features/audit/api/audit'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { Page } from '#web/shared/ui/page'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { ListPager } from '#web/shared/ui/list-pager'

function useAuditTranslation() {
  const translation = useTranslation(['audit', 'common', 'validation', 'errors'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

const filterNames = ['actor', 'subject', 'action', 'from', 'to'] as const
type FilterName = (typeof filterNames)[number]

/**
 * /audit (issue 10 §4): the audit log filtered by who acted, about whom, the action and Egypt's days, paged by the
 * API (the filters live in the address); and the failed background jobs with their error and a retry.
 */
export default function AuditPage() {
  const { t } = useAuditTranslation()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'jobs' ? 'jobs' : 'log'
  return (
    <Page title={t('title')} subtitle={t('subtitle')} maxWidth={1100}>
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === 'jobs' ? { tab: 'jobs' } : {}, { replace: true })}
        aria-label={t('title')}
        sx={{ mb: 2 }}
      >
        <Tab value="log" label={t('tabs.log')} />
        <Tab value="jobs" label={t('tabs.jobs')} />
      </Tabs>
      {tab === 'jobs' ? <FailedJobs /> : <AuditLog />}
    </Page>
  )
}

function AuditLog() {
  const { t, language } = useAuditTranslation()
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage()
  const [params, setParams] = useSearchParams()
  const page = Math.max(1, Number(params.get('page')) || 1)
  const applied = Object.fromEntries(
    filterNames.flatMap((name) => {
      const value = params.get(name)
      return value ? [[name, value]] : []
    }),
  ) as Partial<Record<FilterName, string>>
  const [draft, setDraft] = useState<Partial<Record<FilterName, string>>>(applied)
  const log = useAuditLog({ ...applied, page })
  const issues = log.error instanceof ApiError ? log.error.issues : []
  const issueOf = (name: FilterName) =>
    fieldMessage(issues.find((i) => i.path === `querystring.${name}`)?.code)

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams()
    for (const name of filterNames) {
      const value = toWesternDigits(draft[name]?.trim() ?? '')
      if (value) next.set(name, value)
    }
    setParams(next, { replace: true })
  }
  const goTo = (p: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('page', String(p))
        return next
      },
      { replace: true },
    )

  return (
    <>
      <Box component="form" onSubmit={apply} noValidate sx={{ mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ flexWrap: 'wrap' }}>
          {(['actor', 'subject', 'action'] as const).map((name) => (
            <TextField
              key={name}
              label={t(`filters.${name}`)}
              value={draft[name] ?? ''}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              error={Boolean(issueOf(name))}
              helperText={issueOf(name)}
              size="small"
              sx={{ minWidth: 220 }}
            />
          ))}
          {(['from', 'to'] as const).map((name) => (
            <TextField
              key={name}
              type="date"
              label={t(`filters.${name}`)}
              value={draft[name] ?? ''}
              onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
              error={Boolean(issueOf(name))}
              helperText={issueOf(name)}
              size="small"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Button type="submit" variant="contained">
              {t('filters.apply')}
            </Button>
            <Button
              color="inherit"
              onClick={() => {
                setDraft({})
                setParams({}, { replace: true })
              }}
            >
              {t('filters.clear')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      {log.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : log.isError ? (
        issues.length ? (
          <Alert severity="error">{errorMessage(log.error)}</Alert>
        ) : (
          <RetryAlert onRetry={() => void log.refetch()}>{t('loadFailed')}</RetryAlert>
        )
      ) : (
        <>
          <Typography role="status" color="textSecondary" sx={{ mb: 1 }}>
            {t('count', { count: log.data.total, formatted: formatNumber(log.data.total, language) })}
          </Typography>
          {log.data.items.length === 0 ? (
            <Alert severity="info">{t('empty')}</Alert>
          ) : (
            // Wider than a phone: the table scrolls sideways, so it takes focus for keyboard scrolling (WCAG 2.1.1).
            <TableContainer tabIndex={0} role="region" aria-label={t('tabs.log')}>
              <Table size="small" aria-label={t('tabs.log')}>
                <TableHead>
                  <TableRow>
                    {(['when', 'action', 'actor', 'subject', 'resource', 'detail'] as const).map((c) => (
                      <TableCell key={c}>{t(`columns.${c}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {log.data.items.map((entry) => (
                    <AuditRow key={entry.id} entry={entry} />
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <ListPager page={page} total={log.data.total} pageSize={log.data.pageSize} onPage={goTo} />
        </>
      )}
    </>
  )
}

function UserCell({ user }: { user: AuditEntry['actor'] }) {
  const { t } = useAuditTranslation()
  if (!user) return <TableCell>{t('system')}</TableCell>
  return (
    <TableCell>
      {user.phone ? <PhoneNumber phone={user.phone} /> : <bdi>{user.id}</bdi>}
      {user.role ? (
        <Typography variant="caption" component="div" color="textSecondary">
          {user.role}
        </Typography>
      ) : null}
    </TableCell>
  )
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { language } = useAuditTranslation()
  return (
    <TableRow>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
      </TableCell>
      <TableCell>
        <bdi dir="ltr">{entry.action}</bdi>
      </TableCell>
      <UserCell user={entry.actor} />
      <UserCell user={entry.subject} />
      <TableCell sx={{ wordBreak: 'break-all' }}>
        <bdi dir="ltr">{entry.resource}</bdi>
      </TableCell>
      <TableCell sx={{ wordBreak: 'break-word', maxWidth: 320 }}>
        {entry.detail ? (
          <Box component="code" dir="ltr" sx={{ fontSize: 12 }}>
            {JSON.stringify(entry.detail)}
          </Box>
        ) : null}
      </TableCell>
    </TableRow>
  )
}

function FailedJobs() {
  const { t } = useAuditTranslation()
  const jobs = useFailedJobs()
  if (jobs.isPending) return <Skeleton variant="rounded" height={240} />
  if (jobs.isError) return <RetryAlert onRetry={() => void jobs.refetch()}>{t('jobs.loadFailed')}</RetryAlert>
  if (jobs.data.items.length === 0) return <Alert severity="success">{t('jobs.empty')}</Alert>
  return (
    <Stack spacing={2}>
      {jobs.data.items.map((job) => (
        <FailedJobCard key={job.id} job={job} />
      ))}
    </Stack>
  )
}

function FailedJobCard({ job }: { job: FailedJob }) {
  const { t, language } = useAuditTranslation()
  const retry = useRetryJob()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const titleId = `job-${job.id}`
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          <bdi dir="ltr">{job.name}</bdi>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {job.failedAt ? t('jobs.failedAt', { date: formatDateTime(job.failedAt, language) }) : null} ·{' '}
          {t('jobs.tries', { count: job.retryCount + 1 })}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('jobs.error')}
        </Typography>
        <Box
          component="pre"
          dir="ltr"
          sx={{
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontSize: 12,
            m: 0,
            maxHeight: 200,
            overflow: 'auto',
          }}
        >
          {job.error}
        </Box>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          {t('jobs.data')}
        </Typography>
        <Box component="code" dir="ltr" sx={{ fontSize: 12, wordBreak: 'break-all' }}>
          {JSON.stringify(job.data)}
        </Box>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: () => toast(t('jobs.retried'), 'success'),
              onError: (error) => toast(errorMessage(error), 'error'),
            })
          }
        >
          {t('jobs.retry')}
        </Button>
      </CardActions>
    </Card>
  )
}
