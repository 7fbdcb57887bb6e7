import {
  billingInfoSchema,
  type BillingInfo,
  type BookingQuote,
  type PaymentMethod,
} from '@app/domain/bookings'
import { formatMoney } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { Link as RouterLink, useNavigate } from '#web/shared/lib/router'
import { useCreateBooking } from '#web/features/booking/api/create-booking'
import { useBookingQuote } from '#web/features/booking/api/quote-booking'
import { useBookingTranslation } from '#web/features/booking/hooks/use-booking-translation'
import type { SavedBooking, WizardPlace } from '#web/features/booking/lib/wizard'
import { BillingForm, emptyBilling } from '#web/features/payments/components/billing-form'
import { useBillingDefaults } from '../payments/billing-defaults'
import { formResolver } from '#web/shared/lib/form-resolver'
import { href } from '#web/app/paths'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { flipInRtl } from '#web/shared/ui/flip-in-rtl'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { useToast } from '#web/shared/ui/toast'
import { priceLines } from '#web/features/booking/lib/price-lines'
import { ChoiceSummary } from './choice-summary'
import { wizardHref } from './links'

type Line = BookingQuote['methods'][number]

/**
 * Step 6 (SPEC 2.5, 2.7, 6, 7.2): the methods this booking may be paid with, each with the one pricing function's
 * lines; confirming creates the booking. Free and wallet bookings are confirmed at once (the success page); a card,
 * a mobile wallet or a kiosk goes to the payment page with the time held. A time someone took meanwhile sends the
 * patient back to step 3 with SPEC 8's message.
 */
export function PaymentStep({
  place,
  saved,
  clear,
}: {
  place: WizardPlace
  saved: SavedBooking
  clear: () => void
}) {
  const { t, language } = useBookingTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const quote = useBookingQuote({
    doctorId: saved.doctorId,
    practice: saved.practice,
    startsAt: saved.start,
    ...(saved.medicalFileId ? { medicalFileId: saved.medicalFileId } : {}),
  })
  const create = useCreateBooking()
  const [chosen, setChosen] = useState<PaymentMethod | null>(null)
  const [confirming, setConfirming] = useState(false)
  const money = (piastres: number) => formatMoney(piastres, language)

  const back = (
    <Button
      component={RouterLink}
      to={wizardHref({ ...place, step: 5 })}
      startIcon={<ArrowBackIcon sx={flipInRtl} />}
    >
      {t('payment.back')}
    </Button>
  )

  /**
   * Leaves step 6 and clears the saved choice, in that order and synchronously: cleared while step 6 still shows, its
   * own step check would send the patient to step 3 with another toast.
   */
  const leave = (to: string) => {
    void navigate(to, { flushSync: true })
    clear()
  }
  const chooseAnotherTime = wizardHref({ ...place, step: 3, start: null })

  const book = async (line: Line, billing?: BillingInfo) => {
    setConfirming(false)
    try {
      const created = await create.mutateAsync({
        doctorId: saved.doctorId,
        practice: saved.practice,
        startsAt: saved.start,
        complaint: saved.complaint,
        ...(saved.medicalFileId ? { medicalFileId: saved.medicalFileId } : {}),
        method: line.method,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'Africa/Cairo',
        timezoneOffsetMinutes: new Date().getTimezoneOffset(),
        total: line.price.total,
        ...(billing ? { billing } : {}),
      })
      // The saved choice is done with once a booking exists (issue 9 §1).
      const target =
        'bookingId' in created
          ? href('bookingSuccess', { bookingId: created.bookingId })
          : href('paymentsPay', { orderId: created.orderId })
      leave(target)
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_NOT_AVAILABLE')) {
        // SPEC 4: back to step 3 with the date cleared and a toast that the date was chosen before.
        leave(chooseAnotherTime)
        toast(errorMessage(new ApiError('SLOT_TAKEN', {}, 409)), 'error')
        return
      }
      if (error instanceof ApiError && error.code === 'PRICE_CHANGED') {
        toast(t('payment.priceChanged'), 'error')
        void quote.refetch()
        return
      }
      toast(errorMessage(error), 'error')
    }
  }

  let body
  if (quote.isPending) body = <Skeleton variant="rounded" height={240} />
  else if (quote.isError && quote.error instanceof ApiError && quote.error.code === 'SLOT_NOT_AVAILABLE')
    // The time passed or left the doctor's schedule while the patient was on the way: a new one is needed.
    body = (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => leave(chooseAnotherTime)}>
            {t('payment.chooseAnother')}
          </Button>
        }
      >
        {errorMessage(quote.error)}
      </Alert>
    )
  else if (quote.isError)
    body = <RetryAlert onRetry={() => void quote.refetch()}>{errorMessage(quote.error)}</RetryAlert>
  else if (quote.data.methods.length === 0)
    body = (
      <Alert severity="warning">
        <strong>{t('payment.none')}</strong>
        <Box component="span" sx={{ display: 'block' }}>
          {t('payment.noneHelp')}
        </Box>
      </Alert>
    )
  else {
    const { methods, walletBalance } = quote.data
    const line = methods.find((m) => m.method === chosen) ?? null
    const short = line?.method === 'wallet' && walletBalance < line.price.total
    body = (
      <Stack spacing={3}>
        <Box role="radiogroup" aria-labelledby="payment-heading" sx={{ display: 'grid', gap: 1.5 }}>
          {methods.map((m) => (
            <MethodCard
              key={m.method}
              line={m}
              selected={m.method === chosen}
              onSelect={() => setChosen(m.method)}
              help={
                m.method === 'wallet'
                  ? t('payment.methods.wallet.help', { balance: money(walletBalance) })
                  : t(`payment.methods.${m.method}.help`)
              }
              label={
                // SPEC 2.7: the free card of a first visit is the testing one (a testing doctor, a testing user).
                m.method === 'free' && quote.data.type === 'initial'
                  ? t('payment.methods.free.testing')
                  : t(`payment.methods.${m.method}.label`)
              }
              total={money(m.price.total)}
            />
          ))}
        </Box>
        {line && <PriceLines line={line} money={money} />}
        {short && (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={href('walletPayments')} color="inherit" size="small">
                {t('payment.methods.wallet.topUp')}
              </Button>
            }
          >
            {t('payment.methods.wallet.short', { balance: money(walletBalance) })}
          </Alert>
        )}
        {line?.method === 'card' ? (
          <Box component="section" aria-labelledby="billing-heading">
            <Typography
              id="billing-heading"
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {t('payment.billingHeading')}
            </Typography>
            <CardBilling
              submitLabel={
                create.isPending ? t('payment.working') : t('payment.pay', { total: money(line.price.total) })
              }
              pending={create.isPending}
              onSubmit={(billing) => void book(line, billing)}
            />
          </Box>
        ) : (
          line && (
            <Box>
              <Button
                variant="contained"
                size="large"
                disabled={create.isPending || short}
                startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
                onClick={() => (line.method === 'wallet' ? setConfirming(true) : void book(line))}
              >
                {create.isPending
                  ? t('payment.working')
                  : line.price.total === 0
                    ? t('payment.confirmFree')
                    : t('payment.pay', { total: money(line.price.total) })}
              </Button>
            </Box>
          )
        )}
        {line?.method === 'wallet' && (
          <ConfirmDialog
            open={confirming}
            title={t('payment.confirmWallet.title')}
            message={t('payment.confirmWallet.body', { total: money(line.price.total) })}
            confirmLabel={t('payment.confirmWallet.confirm')}
            cancelLabel={t('payment.confirmWallet.cancel')}
            pending={create.isPending}
            onConfirm={() => void book(line)}
            onCancel={() => setConfirming(false)}
          />
        )}
      </Stack>
    )
  }

  return (
    <Stack spacing={3}>
      <ChoiceSummary doctorId={saved.doctorId} practice={saved.practice} start={saved.start} />
      <Typography id="payment-heading" variant="h6" component="h2">
        {t('payment.heading')}
      </Typography>
      {body}
      <Box>{back}</Box>
    </Stack>
  )
}

function MethodCard({
  line,
  selected,
  onSelect,
  label,
  help,
  total,
}: {
  line: Line
  selected: boolean
  onSelect: () => void
  label: string
  help: string
  total: string
}) {
  return (
    <Card
      variant="outlined"
      sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}
    >
      <CardActionArea
        role="radio"
        aria-checked={selected}
        onClick={onSelect}
        data-method={line.method}
        sx={{ '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' } }}
      >
        <CardContent
          sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{label}</Typography>
            <Typography variant="body2" color="textSecondary">
              {help}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{total}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  )
}

/** The price lines of the chosen method: what the receipt will show, from the same function the ledger uses. */
function PriceLines({ line, money }: { line: Line; money: (piastres: number) => string }) {
  const { t } = useBookingTranslation()
  const { price } = line
  const rows = priceLines(price).map((line): [string, string] => [
    t(`payment.lines.${line.key}`),
    line.subtracted ? `− ${money(line.amount)}` : money(line.amount),
  ])
  return (
    <Box component="section" aria-labelledby="price-lines">
      <Typography id="price-lines" variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('payment.lines.heading')}
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
          {t('payment.lines.total')}
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, textAlign: 'end', fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 0.5 }}
        >
          {money(price.total)}
        </Typography>
      </Box>
    </Box>
  )
}

const billingFormSchema = z.object({ billing: billingInfoSchema })

/** SPEC 5: the card's billing details, asked before the payment page; the card itself is typed there only. */
function CardBilling({
  submitLabel,
  pending,
  onSubmit,
}: {
  submitLabel: string
  pending: boolean
  onSubmit: (billing: BillingInfo) => void
}) {
  const defaults = useBillingDefaults()
  if (!defaults) return <Skeleton variant="rounded" height={320} />
  return (
    <CardBillingForm defaults={defaults} submitLabel={submitLabel} pending={pending} onSubmit={onSubmit} />
  )
}

function CardBillingForm({
  defaults,
  submitLabel,
  pending,
  onSubmit,
}: {
  defaults: Partial<BillingInfo>
  submitLabel: string
  pending: boolean
  onSubmit: (billing: BillingInfo) => void
}) {
  const { t } = useBookingTranslation()
  const { control, handleSubmit } = useForm<{ billing: BillingInfo }>({
    resolver: formResolver(billingFormSchema),
    mode: 'onTouched',
    defaultValues: { billing: { ...emptyBilling(t('payment.billingCountry')), ...defaults } },
  })
  return (
    <Box component="form" noValidate onSubmit={handleSubmit((values) => onSubmit(values.billing))}>
      <Stack spacing={2}>
        <BillingForm control={control} name="billing" />
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </Box>
  )
}
