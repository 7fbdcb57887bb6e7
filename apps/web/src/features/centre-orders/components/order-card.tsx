import type { CentreOrderView } from '@app/domain/centre-orders'
import { isolate } from '@app/i18n/format'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { UserText } from '#web/shared/ui/user-text'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { serviceName, statusColor, statusKey, visitDay, visitTime, type OrderSide } from '../lib/display'

/**
 * One order in a list (issue 43 §3), opening its page. A centre reads who comes, for what, when and where (the
 * address of a home collection), the note, the price and whether insurance pays; a patient reads the centre, the
 * test, the time and the total. The status chip says the stage in words.
 */
export function OrderCard({
  order,
  side,
  href,
}: {
  order: CentreOrderView
  side: Extract<OrderSide, 'patient' | 'centre'>
  href: string
}) {
  const { t, language } = useCentreOrdersTranslation()
  const headingId = useId()
  const status = statusKey(order, side)
  const service = serviceName(order, language)
  const title = side === 'centre' ? order.patient.name : service
  const when = t('card.when', {
    date: visitDay(order.startsAt, language),
    time: visitTime(order.startsAt, language),
  })
  const place =
    order.place === 'home'
      ? order.address
        ? t('card.home', { address: isolate(order.address) })
        : t('card.homeNoAddress')
      : t('card.atCentre')
  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId}>
      <CardActionArea component={RouterLink} to={href} sx={{ display: 'block' }}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography
              id={headingId}
              variant="h6"
              component="h3"
              sx={{ fontSize: '1.05rem', fontWeight: 600 }}
            >
              {title}
            </Typography>
            {side === 'centre' && order.patient.age !== null ? (
              <Typography color="textSecondary">{t('card.age', { count: order.patient.age })}</Typography>
            ) : null}
            <Chip size="small" color={statusColor(status)} label={t(`status.${status}`)} />
            {order.insurance ? <Chip size="small" variant="outlined" label={t('card.insurance')} /> : null}
          </Stack>
          <Typography sx={{ marginBlockStart: 0.5 }}>
            {side === 'centre' ? service : order.centreName}
          </Typography>
          <Typography>
            <time dateTime={order.startsAt}>{when}</time>
            {' · '}
            {place}
          </Typography>
          {side === 'centre' && order.note ? (
            <Typography
              variant="body2"
              color="textSecondary"
              component="div"
              sx={{
                overflowWrap: 'anywhere',
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              }}
            >
              <UserText>{t('card.note', { note: order.note })}</UserText>
            </Typography>
          ) : null}
          <Typography variant="body2" color="textSecondary">
            {side === 'centre'
              ? t('card.price', { amount: order.price + order.homeCollectionPrice })
              : t('card.total', { amount: order.total })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}
