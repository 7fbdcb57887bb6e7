import type { PracticePrice } from '@app/domain/doctors'
import { formatMoney } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** The patient's price for a practice, with what it is made of (SPEC 1: fees and 14% VAT are included). */
export function PriceLine({ price, size = 'large' }: { price: PracticePrice; size?: 'large' | 'small' }) {
  const { t, language } = useDoctorsTranslation()
  const money = (piastres: number) => formatMoney(piastres, language)
  return (
    <Box>
      <Typography variant={size === 'large' ? 'h5' : 'h6'} component="p" sx={{ fontWeight: 700 }}>
        {t('card.price', { price: money(price.total) })}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {t('page.priceBreakdown', {
          doctor: money(price.doctor),
          fee: money(price.serviceFee),
          vat: money(price.vat),
        })}
      </Typography>
    </Box>
  )
}
