import { useSession } from '#web/features/accounts/api/get-session'
import { OrderPage } from '#web/features/centre-orders/components/order-page'
import type { OrderSide } from '#web/features/centre-orders/lib/display'
import { FileDrop } from '#web/features/profiles/components/file-drop'
import { useParams } from '#web/shared/lib/router'
import { PageSkeleton } from '#web/shared/ui/page-skeleton'
import { ordersHref, payHref } from './links'

/**
 * /orders/{orderId} (issue 43 §4): one order. The report's PDF goes up through the app's file picker (profiles'
 * FileDrop: drag and drop, the browser's type and size checks, progress).
 */
export default function OrderRoutePage() {
  const { orderId = '' } = useParams()
  const session = useSession()
  if (session.isPending) return <PageSkeleton />
  const role = session.data?.contextRole
  const side: OrderSide =
    role === 'patient' ? 'patient' : role === 'lab' || role === 'radio' ? 'centre' : 'other'
  return (
    <OrderPage
      orderId={orderId}
      side={side}
      links={{ pay: payHref, ...(side === 'other' ? {} : { orders: ordersHref }) }}
      Drop={FileDrop}
    />
  )
}
