import type { BookingListItem } from '@app/domain/bookings'
import { formatMoney, isolate } from '@app/i18n/format'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useBookingsTranslation } from '../hooks/use-bookings-translation'
import { doctorName, egyptDay, egyptTime, specialtyName, statusColor, statusKey } from '../lib/display'
import type { BookingLinks } from './booking-links'

export interface BookingSlots {
  /** The cancel dialog's opener for a booking that may be cancelled; absent: no cancel button. */
  renderCancel?: (booking: BookingListItem) => ReactNode
  /** The reschedule dialog's opener for a booking that may be moved; absent: no reschedule button. */
  renderReschedule?: (booking: BookingListItem) => ReactNode
}

/**
 * One booking as its side sees it (issue 12 §1): the doctor (patient side) or the patient and complaint (doctor side),
 * the day and time on Egypt's clock with its offset, the practice, the status or outcome, and the actions the server
 * allows — links to their pages, the no-show question, and the cancel and reschedule slots the page fills.
 */
export function BookingItem({
  item,
  links,
  onMarkNoShow,
  renderCancel,
  renderReschedule,
}: {
  item: BookingListItem
  links: BookingLinks
  onMarkNoShow: (booking: BookingListItem) => void
} & BookingSlots) {
  const { t, language } = useBookingsTranslation()
  const headingId = useId()
  const status = statusKey(item)
  const isPatientSide = item.side === 'patient'
  const title = isPatientSide ? doctorName(item.doctor, language) : item.patient.name
  const has = (action: BookingListItem['actions'][number]) => item.actions.includes(action)
  const link = (to: string, label: string, primary = false) => (
    <Button
      key={label}
      component={RouterLink}
      to={to}
      variant={primary ? 'contained' : 'outlined'}
      size="small"
    >
      {label}
    </Button>
  )
  const buttons: ReactNode[] = []
  if (item.order?.status === 'pending' && item.status === 'pending')
    buttons.push(link(links.pay(item.order.id), t('actions.pay'), true))
  // A refused payment while the time is still held (issue 41 §4): why, and another try, on its status page.
  if (item.order?.status === 'error' && item.status === 'pending' && links.paymentStatus)
    buttons.push(link(links.paymentStatus(item.order.id), t('actions.payAgain'), true))
  if (has('join')) buttons.push(link(links.join(item.id), t('actions.join'), true))
  if (has('summary'))
    buttons.push(
      isPatientSide
        ? link(links.callSummary(item.id), t('actions.summary'))
        : link(links.sessionSummary(item.id), t('actions.sessionSummary')),
    )
  if (has('record')) buttons.push(link(links.record(item.id), t('actions.record')))
  if (has('rate')) buttons.push(link(links.rate(item.id), t('actions.rate')))
  if (has('followUp')) buttons.push(link(links.followUp(item.id), t('actions.followUp')))
  if (has('receipt')) buttons.push(link(links.receipt(item.id), t('actions.receipt')))
  if (has('markNoShow'))
    buttons.push(
      <Button
        key="markNoShow"
        size="small"
        color="error"
        variant="outlined"
        onClick={() => onMarkNoShow(item)}
      >
        {t('actions.markNoShow')}
      </Button>,
    )
  if (has('reschedule') && renderReschedule)
    buttons.push(<Box key="reschedule">{renderReschedule(item)}</Box>)
  if (has('cancel') && renderCancel) buttons.push(<Box key="cancel">{renderCancel(item)}</Box>)

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        {isPatientSide ? (
          <Avatar src={item.doctor.photoUrl ?? undefined} alt="" sx={{ width: 48, height: 48 }}>
            {[...title.replace(/^د\.?\s*/u, '')][0] ?? ''}
          </Avatar>
        ) : null}
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h3"
              sx={{ fontSize: '1.05rem', fontWeight: 600 }}
            >
              {title}
            </Typography>
            <Chip size="small" color={statusColor(status)} label={t(`status.${status}`)} />
            {item.type === 'followUp' ? <Chip size="small" variant="outlined" label={t('followUp')} /> : null}
          </Stack>
          <Typography sx={{ marginBlockStart: 0.5 }}>
            <time dateTime={item.startsAt}>
              {t('when', {
                date: egyptDay(item.startsAt, language),
                time: egyptTime(item.startsAt, language),
              })}
            </time>
            {' · '}
            {t(`practice.${item.practice}`)}
          </Typography>
          {isPatientSide ? (
            <Typography variant="body2" color="textSecondary">
              {specialtyName(item.doctor, language)}
              {item.patient.forSomeoneElse ? ` · ${t('for', { name: isolate(item.patient.name) })}` : null}
              {item.price.total > 0
                ? ` · ${t('total', { amount: formatMoney(item.price.total, language) })}`
                : null}
            </Typography>
          ) : (
            <Typography
              variant="body2"
              color="textSecondary"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              {t('complaint', { complaint: item.patient.complaint })}
            </Typography>
          )}
          {item.status === 'pending' && item.holdExpiresAt ? (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {t('payBy', { time: egyptTime(item.holdExpiresAt, language) })}
            </Typography>
          ) : null}
        </Box>
      </CardContent>
      {buttons.length > 0 ? (
        <CardActions
          sx={{
            flexWrap: 'wrap',
            gap: 1,
            paddingInline: 2,
            paddingBlockEnd: 2,
            '& > :not(style) ~ :not(style)': { marginInlineStart: 0 },
          }}
        >
          {buttons}
        </CardActions>
      ) : null}
    </Card>
  )
}
