import type { CentreOrderView } from '@app/domain/centre-orders'
import { formatDateTime, formatMoney, isolate } from '@app/i18n/format'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, type ComponentType, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { Page } from '#web/shared/ui/page'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { UserText } from '#web/shared/ui/user-text'
import { useAcknowledgeCentreOrder } from '../api/acknowledge-centre-order'
import { useCentreOrder } from '../api/get-centre-order'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { serviceName, statusColor, statusKey, visitDay, visitTime, type OrderSide } from '../lib/display'
import { wasBooked } from '../lib/visit'
import { OrderActions, type OrderActionLinks, type PaymentRetryComponent } from './order-actions'
import { OrderReceipt, OrderVisitActions } from './order-receipt'
import { DetailList, RecordSection } from '#web/shared/ui/record-section'
import { ReportList } from './report-list'
import type { ReportDropProps } from './report-upload'
import { ResultsTable } from './results-table'

export interface OrderPageLinks extends OrderActionLinks {
  /** /orders, for those who have the list (patient, lab, radio). */
  orders?: string
  /** /orders/{orderId}: the calendar event's link back to the order. */
  order?: (orderId: string) => string
}

/**
 * /orders/{orderId} (issue 43 §4): one order as its patient side, its centre, a referring doctor or an admin sees it —
 * the visit, who comes or which centre, the payment and any refund, the report's versions, a lab's values, and what
 * the viewer may do now. The patient side of a booked order reads the payment as its receipt and, until the visit is
 * done or cancelled, gets its calendar file and WhatsApp share (issue 43 §2). A centre opening a new order marks it seen (it leaves the New tab) without a click.
 */
export function OrderPage({
  orderId,
  side,
  links,
  Drop,
  PaymentRetry,
}: {
  orderId: string
  side: OrderSide
  links: OrderPageLinks
  /** The app's file picker (profiles' FileDrop), given by the route. */
  Drop: ComponentType<ReportDropProps>
  /** A refused payment's retry (payments' PaymentRetry over this feature's hooks), given by the route. */
  PaymentRetry?: PaymentRetryComponent
}) {
  const { t } = useCentreOrdersTranslation()
  const errorMessage = useErrorMessage()
  const order = useCentreOrder(orderId)
  const acknowledge = useAcknowledgeCentreOrder()
  // Once per order on this page: the server's acknowledge is idempotent, this only spares it repeated calls.
  const acknowledged = useRef(new Set<string>())
  const wantsAcknowledge = side === 'centre' && Boolean(order.data?.actions.includes('acknowledge'))
  const { mutate } = acknowledge
  useEffect(() => {
    if (!wantsAcknowledge || acknowledged.current.has(orderId)) return
    acknowledged.current.add(orderId)
    mutate(orderId)
  }, [wantsAcknowledge, orderId, mutate])

  const back = links.orders ? (
    <Button
      component={RouterLink}
      to={links.orders}
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
      sx={{ alignSelf: 'flex-start', marginBlockEnd: 1 }}
    >
      {t('detail.back')}
    </Button>
  ) : null

  if (order.isPending)
    return (
      <Page title={<Skeleton width="60%" />} maxWidth={860}>
        <Stack spacing={2} role="status" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={160} />
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      </Page>
    )
  if (order.isError) {
    const missing = order.error instanceof ApiError && order.error.status === 404
    return (
      <Page title={t('detail.loadFailed')} maxWidth={860}>
        {back}
        {missing ? (
          <Alert severity="warning">{t('detail.notFound')}</Alert>
        ) : (
          <RetryAlert onRetry={() => void order.refetch()}>{errorMessage(order.error)}</RetryAlert>
        )}
      </Page>
    )
  }
  return (
    <OrderContent
      order={order.data}
      side={side}
      links={links}
      Drop={Drop}
      back={back}
      {...(PaymentRetry ? { PaymentRetry } : {})}
    >
      {acknowledge.isError ? <Alert severity="warning">{t('actions.acknowledgeFailed')}</Alert> : null}
    </OrderContent>
  )
}

function OrderContent({
  order,
  side,
  links,
  Drop,
  back,
  children,
  PaymentRetry,
}: {
  order: CentreOrderView
  side: OrderSide
  links: OrderPageLinks
  Drop: ComponentType<ReportDropProps>
  back: ReactNode
  children?: ReactNode
  PaymentRetry?: PaymentRetryComponent
}) {
  const { t, language } = useCentreOrdersTranslation()
  const status = statusKey(order, side)
  const service = serviceName(order, language)
  // The patient side's receipt of a booked order, and while it is booked, its calendar file and share (issue 43 §2).
  const receipt = side === 'patient' && wasBooked(order)
  return (
    <Page title={service} maxWidth={860}>
      <Stack spacing={2}>
        {back}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip color={statusColor(status)} label={t(`status.${status}`)} />
          <Chip variant="outlined" label={t(`kinds.${order.kind}`)} />
          {order.insurance ? <Chip variant="outlined" label={t('card.insurance')} /> : null}
        </Stack>
        {children}
        <OrderActions
          order={order}
          side={side}
          links={links}
          Drop={Drop}
          {...(PaymentRetry ? { PaymentRetry } : {})}
        />
        <RecordSection title={t('detail.sections.visit')}>
          <DetailList
            rows={[
              side === 'centre' ? null : [t('detail.fields.centre'), order.centreName],
              [
                t('detail.fields.when'),
                <time key="when" dateTime={order.startsAt}>
                  {t('card.when', {
                    date: visitDay(order.startsAt, language),
                    time: visitTime(order.startsAt, language),
                  })}
                </time>,
              ],
              [
                t('detail.fields.place'),
                order.place === 'home'
                  ? order.address
                    ? t('card.home', { address: isolate(order.address) })
                    : t('card.homeNoAddress')
                  : t('card.atCentre'),
              ],
              order.note ? [t('detail.fields.note'), <UserText key="note">{order.note}</UserText>] : null,
              order.phone
                ? [
                    side === 'patient' ? t('detail.fields.centrePhone') : t('detail.fields.patientPhone'),
                    <PhoneNumber key="phone" phone={order.phone} />,
                  ]
                : null,
              [t('detail.fields.ordered'), formatDateTime(order.createdAt, language)],
              order.deliveredAt
                ? [t('detail.fields.deliveredAt'), formatDateTime(order.deliveredAt, language)]
                : null,
            ]}
          />
          <Typography variant="body2" color="textSecondary" sx={{ marginBlockStart: 1 }}>
            {t('egyptTime')}
          </Typography>
          {receipt && order.status === 'booked' ? (
            <Box sx={{ marginBlockStart: 2 }}>
              <OrderVisitActions
                order={order}
                {...(links.order ? { orderUrl: `${window.location.origin}${links.order(order.id)}` } : {})}
              />
            </Box>
          ) : null}
        </RecordSection>
        {side === 'patient' ? null : (
          <RecordSection title={t('detail.sections.patient')}>
            <DetailList
              rows={[
                [t('detail.fields.name'), order.patient.name],
                order.patient.age === null
                  ? null
                  : [t('detail.fields.age'), t('card.age', { count: order.patient.age })],
                order.patient.gender === 'male' || order.patient.gender === 'female'
                  ? [t('detail.fields.gender'), t(`genders.${order.patient.gender}`)]
                  : null,
              ]}
            />
          </RecordSection>
        )}
        {/* A referring doctor reads the visit and its report, not what the patient paid. */}
        {side === 'doctor' ? null : receipt ? (
          <OrderReceipt order={order} />
        ) : (
          <RecordSection title={t('detail.sections.payment')}>
            <DetailList
              rows={[
                [t('detail.fields.method'), t(`methods.${order.method}`)],
                [t('detail.fields.price'), formatMoney(order.price, language)],
                order.homeCollectionPrice > 0
                  ? [t('detail.fields.homeCollectionPrice'), formatMoney(order.homeCollectionPrice, language)]
                  : null,
                [t('detail.fields.total'), formatMoney(order.total, language)],
                [t('detail.fields.insurance'), order.insurance ? t('detail.yes') : t('detail.no')],
              ]}
            />
          </RecordSection>
        )}
        {order.status === 'canceled' ? (
          <RecordSection title={t('detail.sections.cancellation')}>
            <DetailList
              rows={[
                order.canceledBy
                  ? [t('detail.fields.canceledBy'), t(`detail.canceledBy.${order.canceledBy}`)]
                  : null,
                [
                  t('detail.fields.reason'),
                  order.cancelReason ? (
                    <UserText key="reason">{order.cancelReason}</UserText>
                  ) : (
                    t('detail.noReason')
                  ),
                ],
                side === 'doctor'
                  ? null
                  : [
                      t('detail.fields.refund'),
                      order.refund ? formatMoney(order.refund, language) : t('detail.noRefund'),
                    ],
                // Where it went: the wallet, or the card it was paid with (the patient side's choice, issue 12 §2).
                side !== 'doctor' && order.refund && order.refundTo
                  ? [t('detail.fields.refundTo'), t(`detail.refundTo.${order.refundTo}`)]
                  : null,
              ]}
            />
          </RecordSection>
        ) : null}
        <RecordSection title={t('detail.sections.reports')}>
          <ReportList order={order} side={side} />
        </RecordSection>
        {order.kind === 'lab' && (order.results.length > 0 || order.status === 'delivered') ? (
          <RecordSection title={t('detail.sections.results')}>
            {order.results.length > 0 ? (
              <ResultsTable results={order.results} />
            ) : (
              <Typography color="textSecondary">{t('detail.noResults')}</Typography>
            )}
          </RecordSection>
        ) : null}
      </Stack>
    </Page>
  )
}
