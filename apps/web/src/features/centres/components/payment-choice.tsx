import type { PaymentMethod } from '@app/domain/bookings'
import type { CentreOrderQuote } from '@app/domain/centre-orders'
import { formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import FormHelperText from '@mui/material/FormHelperText'
import Radio from '@mui/material/Radio'
import Typography from '@mui/material/Typography'
import { useId, type Ref } from 'react'
import { useCentresTranslation } from '../hooks/use-centres-translation'

type Line = CentreOrderQuote['prices'][number]

/**
 * SPEC 2.7 payment method cards for a test or scan (issue 43 §2): a radio group drawn as cards, each with its total
 * from the one pricing function (the API's quote); the chosen one's lines below. "No Payment Methods Available" when
 * none is allowed.
 */
export function PaymentChoice({
  prices,
  value,
  onChange,
  error,
  inputRef,
}: {
  prices: Line[]
  value: PaymentMethod | ''
  onChange: (method: PaymentMethod) => void
  /** A translated message: no method chosen. */
  error: string | undefined
  inputRef?: Ref<HTMLInputElement>
}) {
  const { t, language } = useCentresTranslation()
  const labelId = useId()
  const errorId = useId()
  const money = (piastres: number) => formatMoney(piastres, language)
  if (prices.length === 0)
    return (
      <Alert severity="warning">
        <strong>{t('booking.payment.none')}</strong>
        <Box component="span" sx={{ display: 'block' }}>
          {t('booking.payment.noneHelp')}
        </Box>
      </Alert>
    )
  const line = prices.find((p) => p.method === value)
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        <Typography id={labelId} variant="h6" component="h2">
          {t('booking.payment.heading')}
        </Typography>
        {prices.map((p, index) => {
          const checked = p.method === value
          return (
            <Box
              key={p.method}
              component="label"
              data-method={p.method}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 1,
                padding: 1.5,
                cursor: 'pointer',
                border: 2,
                borderRadius: 1,
                borderColor: checked ? 'primary.main' : 'divider',
                '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
              }}
            >
              <Radio
                checked={checked}
                onChange={() => onChange(p.method)}
                value={p.method}
                name="method"
                slotProps={{ input: { ref: index === 0 ? inputRef : undefined } }}
                sx={{ padding: 0.5 }}
              />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 700 }}>
                  {t(`booking.payment.methods.${p.method}.label`)}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {t(`booking.payment.methods.${p.method}.help`)}
                </Typography>
              </Box>
              <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{money(p.total)}</Typography>
            </Box>
          )
        })}
      </Box>
      {error ? (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      ) : null}
      {line ? <PriceLines line={line} money={money} /> : null}
    </Box>
  )
}

/**
 * The chosen method's lines, as the receipt will show them: the price with the platform's fees (VAT within it), the
 * e-payment fee and a discount when there are any, and the total. centre + serviceFee + vat is what the centre asks.
 */
function PriceLines({ line, money }: { line: Line; money: (piastres: number) => string }) {
  const { t } = useCentresTranslation()
  const rows: [string, string][] = [
    [t('booking.payment.lines.price'), money(line.centre + line.serviceFee + line.vat)],
    [t('booking.payment.lines.vat'), money(line.vat)],
  ]
  if (line.surcharge > 0) rows.push([t('booking.payment.lines.surcharge'), money(line.surcharge)])
  if (line.discount > 0) rows.push([t('booking.payment.lines.discount'), `− ${money(line.discount)}`])
  const id = useId()
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('booking.payment.lines.heading')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, textAlign: 'end' }}>
              {value}
            </Typography>
          </Box>
        ))}
        <Typography component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 }}>
          {t('booking.payment.lines.total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, textAlign: 'end', fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 }}
        >
          {money(line.total)}
        </Typography>
      </Box>
    </Box>
  )
}
