import type { CentreOrderList } from '@app/domain/centre-orders'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Skeleton } from '#web/shared/ui/skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import type { OrderSide } from '../lib/display'
import { OrderCard } from './order-card'

/** The cards of a list, or its skeletons, its failure or its empty state, and "Load more" while there is more. */
export function OrderListBody({
  orders,
  side,
  orderHref,
  empty,
}: {
  orders: UseInfiniteQueryResult<InfiniteData<CentreOrderList>>
  side: Extract<OrderSide, 'patient' | 'centre'>
  orderHref: (orderId: string) => string
  empty: ReactNode
}) {
  const { t } = useCentreOrdersTranslation()
  if (orders.isPending)
    return (
      <Stack role="status" aria-label={t('loading')} spacing={2}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={120} />
        ))}
      </Stack>
    )
  if (orders.isError) return <RetryAlert onRetry={() => void orders.refetch()}>{t('loadFailed')}</RetryAlert>
  const items = orders.data.pages.flatMap((page) => page.items)
  if (items.length === 0) return <>{empty}</>
  return (
    <>
      <Stack
        component="ul"
        spacing={2}
        aria-busy={orders.isPlaceholderData || orders.isFetchingNextPage}
        sx={{ listStyle: 'none', padding: 0, margin: 0, opacity: orders.isPlaceholderData ? 0.6 : 1 }}
      >
        {items.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} side={side} href={orderHref(order.id)} />
          </li>
        ))}
      </Stack>
      {orders.hasNextPage ? (
        <Stack direction="row" sx={{ justifyContent: 'center', marginBlockStart: 2 }}>
          <Button
            variant="outlined"
            disabled={orders.isFetchingNextPage}
            onClick={() => void orders.fetchNextPage()}
          >
            {orders.isFetchingNextPage ? t('loadingMore') : t('loadMore')}
          </Button>
        </Stack>
      ) : null}
    </>
  )
}
