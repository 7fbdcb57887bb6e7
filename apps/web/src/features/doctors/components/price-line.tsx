import type { PracticePrice } from '@app/domain/doctors'
import { formatMoney } from '@app/i18n/format'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/**
 * The patient's price for a practice, with what it is made of (SPEC 1: fees and 14% VAT are included). On a doctor's
 * first screen: plain elements under static CSS (`price-line`, app/styles/first-screen.css).
 */
export function PriceLine({ price, size = 'large' }: { price: PracticePrice; size?: 'large' | 'small' }) {
  const { t, language } = useDoctorsTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  return (
    <div className="price-line">
      <p className={size === 'large' ? 'price-total' : 'price-total price-small'}>
        {t('card.price', { price: money(price.total) })}
      </p>
      <p className="price-parts">
        {t('page.priceBreakdown', {
          doctor: money(price.doctor),
          fee: money(price.serviceFee),
          vat: money(price.vat),
        })}
      </p>
    </div>
  )
}
