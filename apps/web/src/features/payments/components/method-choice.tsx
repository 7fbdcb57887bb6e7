import { orderMethods, type OrderMethod } from '@app/domain/payments'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid'
import StorefrontIcon from '@mui/icons-material/Storefront'
import Box from '@mui/material/Box'
import FormControl from '@mui/material/FormControl'
import FormLabel from '@mui/material/FormLabel'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { usePaymentsTranslation } from '../hooks/use-payments-translation'

const icons: Record<OrderMethod, typeof CreditCardIcon> = {
  card: CreditCardIcon,
  mobileWallet: PhoneAndroidIcon,
  kiosk: StorefrontIcon,
}

/**
 * SPEC 2.7 payment method cards: a radio group drawn as cards (the whole card is the label, so it is one click
 * and one tab stop, and arrow keys move between methods as in any radio group).
 */
export function MethodChoice({
  value,
  onChange,
  methods = orderMethods,
}: {
  value: OrderMethod
  onChange: (method: OrderMethod) => void
  methods?: readonly OrderMethod[]
}) {
  const { t } = usePaymentsTranslation()
  const labelId = useId()
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={labelId} sx={{ marginBlockEnd: 1 }}>
        {t('cashIn.method')}
      </FormLabel>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
      >
        {methods.map((method) => {
          const Icon = icons[method]
          const checked = value === method
          return (
            <Paper
              key={method}
              component="label"
              variant="outlined"
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                padding: 1.5,
                cursor: 'pointer',
                borderWidth: 2,
                borderColor: checked ? 'primary.main' : 'divider',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Radio
                checked={checked}
                onChange={() => onChange(method)}
                value={method}
                name="method"
                sx={{ padding: 0.5 }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Icon aria-hidden fontSize="small" color={checked ? 'primary' : 'action'} />
                  <Typography sx={{ fontWeight: 700 }}>{t(`method.${method}`)}</Typography>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {t(`methodBody.${method}`)}
                </Typography>
              </Box>
            </Paper>
          )
        })}
      </Box>
    </FormControl>
  )
}
