import type { CentreOrderView } from '@app/domain/centre-orders'
import { formatMoney } from '@app/i18n/format'
import { DetailList, RecordSection } from '#web/shared/ui/record-section'
import { VisitShareActions } from '#web/shared/ui/visit-share-actions'
import { useCentreOrdersTranslation } from '../hooks/use-centre-orders-translation'
import { visitDay, visitTime } from '../lib/display'
import { orderPriceLines, paidFor, visitEvent, visitShareText } from '../lib/visit'

/**
 * A booked order's receipt for its patient side (issue 43 §2, as a booking's, issue 9 §4): the number, the patient,
 * the method, the price lines, the total, what was paid and any refund.
 */
export function OrderReceipt({ order }: { order: CentreOrderView }) {
  const { t, language } = useCentreOrdersTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  return (
    <RecordSection title={t('receipt.title')}>
      <DetailList
        rows={[
          [t('receipt.reference'), order.id.slice(0, 8).toUpperCase()],
          [t('receipt.patient'), order.patient.name],
          [t('receipt.method'), t(`methods.${order.method}`)],
          [t('detail.fields.insurance'), order.insurance ? t('detail.yes') : t('detail.no')],
          ...orderPriceLines(order).map((line): [string, string] => [
            t(`receipt.lines.${line.key}`),
            line.subtracted ? `− ${money(line.amount)}` : money(line.amount),
          ]),
          [t('receipt.total'), money(order.total)],
          [t('receipt.paid'), money(paidFor(order))],
          order.refund === null
            ? null
            : [t('receipt.refund'), order.refund > 0 ? money(order.refund) : t('receipt.noRefund')],
        ]}
      />
    </RecordSection>
  )
}

/**
 * 'Add to calendar' and the WhatsApp share of a booked visit: the centre, the time and where, never the test or scan,
 * the note, or a home collection's address (visit.ts).
 */
export function OrderVisitActions({ order, orderUrl }: { order: CentreOrderView; orderUrl?: string }) {
  const { t, language } = useCentreOrdersTranslation()
  const when = t('card.when', {
    date: visitDay(order.startsAt, language),
    time: visitTime(order.startsAt, language),
  })
  return (
    <VisitShareActions
      event={visitEvent(order, t, orderUrl)}
      fileName={`sehha-order-${order.id.slice(0, 8)}.ics`}
      shareText={visitShareText(order, when, t)}
      calendarLabel={t('visit.calendar')}
      shareLabel={t('visit.whatsapp')}
    />
  )
}
