import type { BillingInfo } from '@app/domain/bookings'
import type { CentreOrderPlace, CreateCentreOrderResponse } from '@app/domain/centre-orders'
import { formatMoney } from '@app/i18n/format'
import { toNestErrors } from '@hookform/resolvers'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import CircularProgress from '@mui/material/CircularProgress'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import {
  Controller,
  useForm,
  useWatch,
  type Control,
  type FieldError,
  type Path,
  type Resolver,
} from 'react-hook-form'
import { Link as RouterLink } from '#web/shared/lib/router'
import { ApiError } from '#web/shared/lib/api-client'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { useContentReady } from '#web/shared/ui/page-skeleton'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { Skeleton } from '#web/shared/ui/skeleton'
import { TextField } from '#web/shared/ui/text-field'
import { useToast } from '#web/shared/ui/toast'
import { useCreateCentreOrder } from '../api/create-centre-order'
import { useCentreDetails } from '../api/get-centre-details'
import { useCentreOrderQuote } from '../api/quote-centre-order'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { clearDraft, loadDraft, saveDraft } from '../lib/booking-draft'
import {
  bookingMessage,
  bookingRequest,
  checkBooking,
  type BookingTarget,
  type CentreBookingValues,
} from '../lib/booking-request'
import { isMissing, serviceNames } from '../lib/display'
import { CentrePhoto } from './centre-photo'
import { PaymentChoice } from './payment-choice'
import { ServiceSummary } from './service-summary'
import { VisitTimePicker } from './visit-time-picker'

/** SPEC 5: a note is at most 256 characters, as a consult's complaint. */
const noteMaxLength = 256
/** The form's fields, named as the request's: the API's issues on these show on them. */
const formFields = ['place', 'address', 'insurance', 'startsAt', 'note', 'medicalFileId', 'method', 'billing']

export interface CentreBookingFormProps extends BookingTarget {
  /** Null for a visitor: the page shows everything, and booking asks them to sign in or up first (SPEC 4). */
  signedIn: boolean
  /** Where the places are named from the catalogue (area, governorate). */
  placeName: (governorateId: number | null, areaId: number | null) => string
  /** SPEC 2.8: whom it is for, the page's medical-file choice ('' is the patient's own file). Patients only. */
  fileChooser: (value: string, onChange: (fileId: string) => void) => ReactNode
  /**
   * The card's billing details as fields of this form, under `billing` (the payments feature's form); `fill` puts
   * what the account already knows into the fields left empty.
   */
  billingFields: (
    control: Control<CentreBookingValues>,
    fill: (known: Partial<BillingInfo>) => void,
  ) => ReactNode
  /** Empty billing details (the country filled in). */
  billingDefaults: BillingInfo
  /** The centres offering the service: where "choose another centre" goes. */
  listHref: string
  signInHref: string
  signUpHref: string
  /** Before a visitor goes to sign in or up: the page keeps where to come back (SPEC 4 saved origin). */
  onLeaveToSignIn: () => void
  onBooked: (created: CreateCentreOrderResponse) => void
}

/**
 * SPEC 2.5 (scans and lab tests) and issue 43 §2: one test or scan at one centre. The service and the centre with
 * the preparation notes; for a lab that collects at home, at the centre or at home (its extra, and an address);
 * insurance when the centre takes it; a day and a time; the note (required for a lab test, SPEC 5); whom it is for;
 * the method with its price lines; then the order, with the total as shown. A visitor sees it all and is asked to
 * sign in or up to book; their choices wait on the device.
 */
export function CentreBookingForm(props: CentreBookingFormProps) {
  const { t } = useCentresTranslation()
  const details = useCentreDetails(props.centreId)
  const ready = useContentReady(details.isPending)
  if (details.isPending || !ready) return <FormSkeleton />
  if (details.isError)
    return isMissing(details.error) ? (
      <NotOffered listHref={props.listHref} />
    ) : (
      <RetryAlert onRetry={() => void details.refetch()}>{t('booking.loadFailed')}</RetryAlert>
    )
  const offer = details.data.offers.find((o) => o.service.id === props.serviceId)
  if (!offer) return <NotOffered listHref={props.listHref} />
  return <BookingForm {...props} centre={details.data} offer={offer} />
}

type Details = NonNullable<ReturnType<typeof useCentreDetails>['data']>
type Offer = Details['offers'][number]

function BookingForm({
  centreId,
  serviceId,
  referral,
  signedIn,
  placeName,
  fileChooser,
  billingFields,
  billingDefaults,
  listHref,
  signInHref,
  signUpHref,
  onLeaveToSignIn,
  onBooked,
  centre,
  offer,
}: CentreBookingFormProps & { centre: Details; offer: Offer }) {
  const { t, language } = useCentresTranslation()
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const create = useCreateCentreOrder()
  const kind = offer.service.kind
  const target = useMemo(() => ({ centreId, serviceId, referral }), [centreId, serviceId, referral])
  const money = (piastres: number) => formatMoney(piastres, language)

  const resolver = useMemo<Resolver<CentreBookingValues>>(
    () => (values, _context, options) => {
      const found = checkBooking(target, values)
      if (Object.keys(found).length === 0) return { values, errors: {} }
      const errors = Object.fromEntries(
        Object.entries(found).map(([path, message]): [string, FieldError] => [
          path,
          { type: 'validate', message },
        ]),
      )
      return { values: {}, errors: toNestErrors(errors, options) }
    },
    [target],
  )
  // The choices kept while the visitor signed in come back (SPEC 4); the payment is chosen anew.
  const [defaultValues] = useState<CentreBookingValues>(() => ({
    place: 'centre',
    address: '',
    insurance: false,
    date: '',
    startsAt: '',
    note: '',
    medicalFileId: '',
    method: '',
    billing: billingDefaults,
    ...(loadDraft(centreId, serviceId) ?? {}),
  }))
  const { control, handleSubmit, setValue, setError, getValues } = useForm<CentreBookingValues>({
    resolver,
    defaultValues,
  })
  const [place, insurance, date, method, note] = useWatch({
    control,
    name: ['place', 'insurance', 'date', 'method', 'note'],
  })

  const quote = useCentreOrderQuote({ centreId, serviceId, place, insurance, date: date || undefined })
  const homeOffered = kind === 'lab' && offer.homeCollection && (quote.data?.homeCollectionAvailable ?? true)
  // A kept choice the centre no longer offers (home collection, insurance) is dropped, not sent unseen.
  const insuranceOffered = (quote.data?.insuranceAvailable ?? true) && offer.insurancePrice !== null
  useEffect(() => {
    if (!homeOffered && place === 'home') setValue('place', 'centre')
    if (!insuranceOffered && insurance) setValue('insurance', false)
  }, [homeOffered, insuranceOffered, place, insurance, setValue])
  const [confirmingWallet, setConfirmingWallet] = useState(false)
  const prices = quote.data?.prices ?? []
  const line = prices.find((p) => p.method === method)

  const book = async (values: CentreBookingValues) => {
    if (!line) return
    setConfirmingWallet(false)
    try {
      const created = await create.mutateAsync(bookingRequest(target, values, line.total))
      clearDraft()
      onBooked(created)
    } catch (error) {
      // Codes of the centre orders (issue 43) may be newer than this build's list: read as text.
      const code: string = error instanceof ApiError ? error.code : 'INTERNAL'
      if (code === 'PRICE_CHANGED' || code === 'OUTSIDE_OPENING_HOURS') {
        // The quote is read again: its new prices, or the times still free.
        if (code === 'OUTSIDE_OPENING_HOURS') setValue('startsAt', '')
        void quote.refetch()
        toast(t(code === 'PRICE_CHANGED' ? 'booking.priceChanged' : 'booking.timeGone'), 'error')
        return
      }
      // A field's issue shows on its field (the request's own names); the others join the error's sentence.
      const unplaced: string[] = []
      let first = true
      for (const issue of error instanceof ApiError ? error.issues : []) {
        const path = issue.path as Path<CentreBookingValues>
        if (formFields.includes(path.split('.')[0] ?? '')) {
          setError(
            path,
            { type: 'server', message: bookingMessage(path, issue.code) },
            { shouldFocus: first },
          )
          first = false
        } else unplaced.push(fieldMessage(issue.code) ?? issue.code)
      }
      toast([errorMessage(error), ...unplaced].join(' '), 'error')
    }
  }
  const submit = handleSubmit((values) =>
    values.method === 'wallet' ? setConfirmingWallet(true) : void book(values),
  )
  const fillBilling = useCallback(
    (known: Partial<BillingInfo>) => {
      for (const [key, value] of Object.entries(known) as [keyof BillingInfo, string | undefined][])
        if (value && !getValues(`billing.${key}`)) setValue(`billing.${key}`, value)
    },
    [getValues, setValue],
  )
  const leaveToSignIn = () => {
    const { place, address, insurance, date, startsAt, note } = getValues()
    saveDraft({ centreId, serviceId, place, address, insurance, date, startsAt, note })
    onLeaveToSignIn()
  }

  if (quote.isError && !quote.data)
    return isMissing(quote.error) ? (
      <NotOffered listHref={listHref} />
    ) : (
      <RetryAlert onRetry={() => void quote.refetch()}>{errorMessage(quote.error)}</RetryAlert>
    )

  const { name } = serviceNames(offer.service, language)
  const dayShown = date || quote.data?.date || null
  const timesReady = quote.data !== undefined && quote.data.date === dayShown && !quote.isPlaceholderData

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack spacing={3}>
        <Card variant="outlined" component="section" aria-labelledby="centre-booking-service">
          <CardContent sx={{ display: 'grid', gap: 2 }}>
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
              <CentrePhoto photoUrl={centre.photoUrl} kind={centre.kind} size={56} />
              <Box sx={{ minWidth: 0 }}>
                <Typography id="centre-booking-service" variant="h6" component="h2">
                  {name}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{centre.businessName}</Typography>
                <Typography variant="body2" color="textSecondary" dir="auto">
                  {[centre.address, placeName(centre.governorateId, centre.areaId)]
                    .filter(Boolean)
                    .join(' — ')}
                </Typography>
                <Typography sx={{ fontWeight: 700, color: 'primary.main', marginBlockStart: 0.5 }}>
                  {money(offer.price)}
                </Typography>
              </Box>
            </Box>
            <ServiceSummary service={offer.service} />
          </CardContent>
        </Card>

        {homeOffered ? (
          <Controller
            control={control}
            name="place"
            render={({ field }) => (
              <FormControl component="fieldset">
                <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
                  {t('booking.place.legend')}
                </FormLabel>
                <RadioGroup
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value as CentreOrderPlace)}
                >
                  <FormControlLabel value="centre" control={<Radio />} label={t('booking.place.centre')} />
                  <FormControlLabel
                    value="home"
                    control={<Radio />}
                    label={
                      offer.homeCollectionPrice
                        ? t('booking.place.home', { price: money(offer.homeCollectionPrice) })
                        : t('booking.place.homeFree')
                    }
                  />
                </RadioGroup>
              </FormControl>
            )}
          />
        ) : null}
        {homeOffered && place === 'home' ? (
          <Controller
            control={control}
            name="address"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                inputRef={field.ref}
                label={t('booking.address')}
                required
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message) ?? t('booking.addressHelp')}
                fullWidth
                autoComplete="street-address"
                slotProps={{ htmlInput: { dir: 'auto', maxLength: 300 } }}
              />
            )}
          />
        ) : null}

        {quote.data && insuranceOffered ? (
          <Controller
            control={control}
            name="insurance"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
                label={t('booking.insurance', {
                  price: money(offer.insurancePrice ?? 0),
                  full: money(offer.price),
                })}
              />
            )}
          />
        ) : null}

        <Box component="section" aria-labelledby="centre-booking-time">
          <Typography id="centre-booking-time" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>
            {t('booking.time.heading')}
          </Typography>
          {quote.data === undefined ? (
            <Skeleton variant="rounded" height={160} />
          ) : (
            <Controller
              control={control}
              name="startsAt"
              render={({ field, fieldState }) => (
                <VisitTimePicker
                  days={quote.data.days}
                  day={dayShown}
                  times={timesReady ? quote.data.times : []}
                  loadingTimes={!timesReady}
                  value={field.value}
                  onDay={(next) => {
                    setValue('date', next)
                    field.onChange('')
                  }}
                  onChange={field.onChange}
                  error={fieldMessage(fieldState.error?.message)}
                  inputRef={field.ref}
                />
              )}
            />
          )}
        </Box>

        <Controller
          control={control}
          name="note"
          render={({ field, fieldState }) => (
            <Stack spacing={0.5}>
              <TextField
                {...field}
                inputRef={field.ref}
                id="centre-booking-note"
                label={t(`booking.note.${kind}`)}
                required={kind === 'lab'}
                multiline
                minRows={3}
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message) ?? t(`booking.note.${kind}Help`)}
                fullWidth
                slotProps={{
                  htmlInput: {
                    dir: 'auto',
                    maxLength: noteMaxLength,
                    'aria-describedby': 'centre-booking-note-helper-text centre-booking-note-count',
                  },
                }}
              />
              <Box
                id="centre-booking-note-count"
                aria-live="polite"
                sx={{ typography: 'body2', color: 'text.secondary', textAlign: 'end', paddingInline: 1.5 }}
              >
                {t('booking.note.count', { used: note.length, max: noteMaxLength })}
              </Box>
            </Stack>
          )}
        />

        {signedIn ? (
          <Controller
            control={control}
            name="medicalFileId"
            render={({ field }) => (
              <Card variant="outlined" component="section" aria-label={t('booking.forWhom')}>
                <CardContent>{fileChooser(field.value, field.onChange)}</CardContent>
              </Card>
            )}
          />
        ) : null}

        {quote.data === undefined ? (
          <Skeleton variant="rounded" height={200} />
        ) : (
          <Controller
            control={control}
            name="method"
            render={({ field, fieldState }) => (
              <PaymentChoice
                prices={prices}
                value={field.value}
                onChange={field.onChange}
                error={fieldMessage(fieldState.error?.message)}
                inputRef={field.ref}
              />
            )}
          />
        )}

        {signedIn && method === 'card' ? (
          <Box component="section" aria-labelledby="centre-booking-billing">
            <Typography
              id="centre-booking-billing"
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {t('booking.payment.billingHeading')}
            </Typography>
            {billingFields(control, fillBilling)}
          </Box>
        ) : null}

        {signedIn ? (
          prices.length > 0 ? (
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={create.isPending}
                startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
              >
                {create.isPending
                  ? t('booking.working')
                  : !line
                    ? t('booking.book')
                    : line.total === 0
                      ? t('booking.submitFree')
                      : t('booking.submit', { total: money(line.total) })}
              </Button>
            </Box>
          ) : null
        ) : (
          <Stack spacing={1.5}>
            <Alert severity="info">{t('booking.signedOut')}</Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" component={RouterLink} to={signInHref} onClick={leaveToSignIn}>
                {t('booking.signIn')}
              </Button>
              <Button variant="outlined" component={RouterLink} to={signUpHref} onClick={leaveToSignIn}>
                {t('booking.signUp')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>
      {line?.method === 'wallet' ? (
        <ConfirmDialog
          open={confirmingWallet}
          title={t('booking.payment.confirmWallet.title')}
          message={t('booking.payment.confirmWallet.body', { total: money(line.total) })}
          confirmLabel={t('booking.payment.confirmWallet.confirm')}
          cancelLabel={t('booking.payment.confirmWallet.cancel')}
          pending={create.isPending}
          onConfirm={() => void book(getValues())}
          onCancel={() => setConfirmingWallet(false)}
        />
      ) : null}
    </Box>
  )
}

function NotOffered({ listHref }: { listHref: string }) {
  const { t } = useCentresTranslation()
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" component={RouterLink} to={listHref}>
          {t('booking.chooseAnother')}
        </Button>
      }
    >
      {t('booking.notOffered')}
    </Alert>
  )
}

function FormSkeleton() {
  const { t } = useCentresTranslation()
  return (
    <Stack spacing={2} role="status" aria-label={t('common:loading')}>
      <Skeleton variant="rounded" height={140} />
      <Skeleton variant="text" width="40%" />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={180} />
    </Stack>
  )
}
