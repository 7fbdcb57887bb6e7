import type { CentreOrderView } from '@app/domain/centre-orders'
import { cairoDate } from '@app/domain/shared'
import { formatCalendarDate, formatDate, formatNumber } from '@app/i18n/format'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useState, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { useCentreOrderResults, type CentreOrderResultPoint } from '../api/get-centre-order-results'
import { useCentreOrders } from '../api/list-centre-orders'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { rangeFlag, serviceName } from '../lib/display'
import { RecordSection } from '#web/shared/ui/record-section'

/** What the record's chart takes (measurements' chart, given by the page): points oldest first, dated by day. */
export interface ResultsChartProps {
  items: readonly { id: string; value: number; measuredOn: string }[]
  label: string
  summary: string
  format: (value: number) => string
  language: 'ar' | 'en'
}

/**
 * The health record's lab results and radiology reports (SPEC 2.8; issue 43 §5): the delivered orders of the file,
 * newest first, each opening its order; and one lab test's values over time, drawn by the chart the page gives.
 */
export function OrderRecordSections({
  medicalFileId,
  orderHref,
  Chart,
  headingLevel = 'h2',
}: {
  medicalFileId: string | undefined
  orderHref: (orderId: string) => string
  Chart: (props: ResultsChartProps) => ReactNode
  headingLevel?: 'h2' | 'h3'
}) {
  const { t } = useCentreOrdersTranslation()
  const orders = useCentreOrders(
    medicalFileId ? { medicalFileId, status: 'delivered' } : { status: 'delivered' },
  )
  if (orders.isPending)
    return (
      <Stack spacing={2} role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    )
  if (orders.isError)
    return <RetryAlert onRetry={() => void orders.refetch()}>{t('record.loadFailed')}</RetryAlert>
  const delivered = orders.data.pages
    .flatMap((page) => page.items)
    .filter((order) => order.status === 'delivered')
    .sort((a, b) => (b.deliveredAt ?? b.startsAt).localeCompare(a.deliveredAt ?? a.startsAt))
  const more = orders.hasNextPage ? (
    <Button
      size="small"
      disabled={orders.isFetchingNextPage}
      onClick={() => void orders.fetchNextPage()}
      sx={{ marginBlockStart: 1 }}
    >
      {orders.isFetchingNextPage ? t('loadingMore') : t('record.more')}
    </Button>
  ) : null
  const labs = delivered.filter((order) => order.kind === 'lab')
  const scans = delivered.filter((order) => order.kind === 'radio')
  return (
    <>
      <RecordSection title={t('record.labTitle')} headingLevel={headingLevel}>
        <DeliveredList orders={labs} empty={t('record.labEmpty')} orderHref={orderHref} />
        {more}
        <ResultsOverTime orders={labs} medicalFileId={medicalFileId} Chart={Chart} />
      </RecordSection>
      <RecordSection title={t('record.radioTitle')} headingLevel={headingLevel}>
        <DeliveredList orders={scans} empty={t('record.radioEmpty')} orderHref={orderHref} />
        {more}
      </RecordSection>
    </>
  )
}

function DeliveredList({
  orders,
  empty,
  orderHref,
}: {
  orders: readonly CentreOrderView[]
  empty: string
  orderHref: (orderId: string) => string
}) {
  const { t, language } = useCentreOrdersTranslation()
  if (orders.length === 0) return <Typography color="textSecondary">{empty}</Typography>
  return (
    <List disablePadding>
      {orders.map((order, index) => (
        <ListItem key={order.id} disableGutters divider={index < orders.length - 1}>
          <Stack spacing={0.25}>
            <Link component={RouterLink} to={orderHref(order.id)} sx={{ fontWeight: 600 }}>
              {t('record.item', { service: serviceName(order, language), centre: order.centreName })}
            </Link>
            <Typography variant="body2" color="textSecondary">
              {t('record.delivered', { date: formatDate(order.deliveredAt ?? order.startsAt, language) })}
            </Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  )
}

/** The tests whose values the file's lab orders hold, the most recent first. */
function testsOf(orders: readonly CentreOrderView[]): string[] {
  const tests: string[] = []
  for (const order of orders)
    for (const result of order.results) if (!tests.includes(result.test)) tests.push(result.test)
  return tests
}

function ResultsOverTime({
  orders,
  medicalFileId,
  Chart,
}: {
  orders: readonly CentreOrderView[]
  medicalFileId: string | undefined
  Chart: (props: ResultsChartProps) => ReactNode
}) {
  const { t } = useCentreOrdersTranslation()
  const headingId = useId()
  const tests = testsOf(orders)
  const [chosen, setChosen] = useState<string | null>(null)
  const test = chosen !== null && tests.includes(chosen) ? chosen : (tests[0] ?? null)
  if (!medicalFileId || test === null) return null
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ marginBlockStart: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('record.chartHeading')}
      </Typography>
      {tests.length > 1 ? (
        <NativeSelectField
          size="small"
          label={t('record.chartTest')}
          value={test}
          onChange={(event) => setChosen(event.target.value)}
          sx={{ maxWidth: 320 }}
        >
          {tests.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </NativeSelectField>
      ) : null}
      <TestValues medicalFileId={medicalFileId} test={test} Chart={Chart} />
    </Stack>
  )
}

function TestValues({
  medicalFileId,
  test,
  Chart,
}: {
  medicalFileId: string
  test: string
  Chart: (props: ResultsChartProps) => ReactNode
}) {
  const { t, language } = useCentreOrdersTranslation()
  const results = useCentreOrderResults(medicalFileId, test)
  if (results.isPending)
    return (
      <Stack role="status" aria-label={t('loading')}>
        <Skeleton variant="rounded" height={150} width={320} />
      </Stack>
    )
  if (results.isError)
    return <RetryAlert onRetry={() => void results.refetch()}>{t('record.chartFailed')}</RetryAlert>
  const points = [...results.data.items].sort((a, b) => a.deliveredAt.localeCompare(b.deliveredAt))
  if (points.length === 0) return <Typography color="textSecondary">{t('record.chartEmpty')}</Typography>
  const unit = points.at(-1)?.unit ?? ''
  const format = (value: number) => t('record.value', { value: formatNumber(value, language), unit }).trim()
  const day = (point: CentreOrderResultPoint) => cairoDate(new Date(point.deliveredAt))
  const values = points.map((point) => point.value)
  const latest = points[points.length - 1]!
  const summary = t('record.chartSummary', {
    test,
    count: points.length,
    first: formatCalendarDate(day(points[0]!), language),
    last: formatCalendarDate(day(latest), language),
    lowest: format(Math.min(...values)),
    highest: format(Math.max(...values)),
    latest: format(latest.value),
  })
  return (
    <>
      {Chart({
        items: points.map((point, index) => ({
          id: `${point.orderId}-${index}`,
          value: point.value,
          measuredOn: day(point),
        })),
        label: t('record.chartLabel', { test }),
        summary,
        format,
        language,
      })}
      <List dense disablePadding>
        {[...points].reverse().map((point, index) => {
          const flag = rangeFlag(point)
          const out = flag === 'high' || flag === 'low'
          return (
            <ListItem key={`${point.orderId}-${index}`} disableGutters>
              <Typography variant="body2" sx={out ? { fontWeight: 700, color: 'error.main' } : {}}>
                {t('record.valueOn', {
                  value: format(point.value),
                  date: formatCalendarDate(day(point), language),
                })}
                {out ? ` · ${t(`detail.results.${flag}`)}` : null}
              </Typography>
            </ListItem>
          )
        })}
      </List>
    </>
  )
}
