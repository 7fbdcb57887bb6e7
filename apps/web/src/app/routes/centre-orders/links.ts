import { href } from '#web/app/paths'

/** Where the orders' pages lead (issue 43 §3–§5). */
export const orderHref = (orderId: string) => href('order', { orderId })
export const ordersHref = href('orders')
export const payHref = (orderId: string) => href('paymentsPay', { orderId })
export const findCentreHref = href('radiosLabs')
