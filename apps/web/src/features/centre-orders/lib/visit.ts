import { centreVisitStepMinutes, type CentreOrderView } from '@app/domain/centre-orders'
import type { CalendarEvent } from '#web/shared/lib/calendar'
import type { TFunction } from '#web/shared/lib/i18n'

/**
 * A centre order's receipt, calendar event and share (issue 43 §2, "as for a doctor booking", issue 9 §4).
 */

/**
 * Whether the order was booked, so paid (or free): booked, then delivered or missed, or cancelled after it was
 * booked, which the server marks with a refund (0 when nothing came back); one cancelled while its payment was
 * awaited has none.
 */
export function wasBooked(order: Pick<CentreOrderView, 'status' | 'refund'>): boolean {
  switch (order.status) {
    case 'booked':
    case 'delivered':
    case 'undelivered':
      return true
    case 'canceled':
      return order.refund !== null
    case 'pending':
    case 'failed':
      return false
  }
}

/** What the patient side paid: the total of a booked order, nothing of one never booked. */
export const paidFor = (order: Pick<CentreOrderView, 'status' | 'refund' | 'total'>) =>
  wasBooked(order) ? order.total : 0

export type OrderPriceLineKey = 'lab' | 'radio' | 'homeCollection' | 'vat' | 'surcharge' | 'discount'

/**
 * The receipt's lines, as a booking's (price-lines.ts): the test's or scan's price, the home-collection extra when
 * there is one, the VAT within them (on the platform's commission), then the e-payment fee and a discount (a free
 * order's) when there are any. Amounts in piastres; a discount is subtracted. The total follows them. They are the
 * lines stored when the order was made (centreOrderPrice under the payment settings then, ADR 0049).
 */
export function orderPriceLines(
  order: Pick<CentreOrderView, 'kind' | 'price' | 'homeCollectionPrice' | 'vat' | 'surcharge' | 'discount'>,
): { key: OrderPriceLineKey; amount: number; subtracted?: true }[] {
  const charged = order
  const lines: { key: OrderPriceLineKey; amount: number; subtracted?: true }[] = [
    { key: order.kind, amount: order.price },
  ]
  if (order.homeCollectionPrice > 0) lines.push({ key: 'homeCollection', amount: order.homeCollectionPrice })
  lines.push({ key: 'vat', amount: charged.vat })
  if (charged.surcharge > 0) lines.push({ key: 'surcharge', amount: charged.surcharge })
  if (charged.discount > 0) lines.push({ key: 'discount', amount: charged.discount, subtracted: true })
  return lines
}

/**
 * The visit as a calendar event: 30 minutes (a visit time's step) from its time, titled by the centre. At the
 * centre, its name and address are where; a home collection is titled "Home collection by <lab>" and names no place:
 * the patient's address stays out of a calendar others may see. Nothing of the test, the scan or the note.
 */
export function visitEvent(
  order: Pick<CentreOrderView, 'id' | 'place' | 'centreName' | 'centreAddress' | 'startsAt'>,
  t: TFunction<'centreOrders'>,
  url?: string,
): CalendarEvent {
  const start = new Date(order.startsAt)
  const centre = order.centreName
  const home = order.place === 'home'
  return {
    id: `centre-order-${order.id}`,
    title: t(home ? 'visit.calendarTitleHome' : 'visit.calendarTitle', { centre }),
    start,
    end: new Date(start.getTime() + centreVisitStepMinutes * 60_000),
    ...(home
      ? {}
      : {
          location: order.centreAddress
            ? t('visit.location', { centre, address: order.centreAddress })
            : centre,
        }),
    ...(url ? { url } : {}),
  }
}

/** The WhatsApp text: the centre, the time (`when`, Egypt's) and where — the centre's address, or "home collection". */
export function visitShareText(
  order: Pick<CentreOrderView, 'place' | 'centreName' | 'centreAddress'>,
  when: string,
  t: TFunction<'centreOrders'>,
): string {
  const centre = order.centreName
  if (order.place === 'home') return t('visit.shareTextHome', { centre, when })
  return order.centreAddress
    ? t('visit.shareText', { centre, when, address: order.centreAddress })
    : t('visit.shareTextNoAddress', { centre, when })
}
