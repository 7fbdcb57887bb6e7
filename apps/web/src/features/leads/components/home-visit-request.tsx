import { createLeadSchema, mapUrlOf, type CreateLeadInput } from '@app/domain/leads'
import { toArabicIndicDigits } from '@app/domain/shared'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import MyLocationIcon from '@mui/icons-material/MyLocation'
import { useId, useState } from 'react'
import { Controller, useForm, useWatch, type Path } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PhoneField } from '#web/shared/ui/phone-field'
import { useToast } from '#web/shared/ui/toast'
import { useCreateLead } from '../api/create-lead'

interface Option {
  id: number
  label: string
}

/** The catalog's choices the form offers (composed by the page: features do not import each other). */
export interface LeadPlaceChoices {
  specialties: Option[]
  governorates: Option[]
  areasOf: (governorateId: number | undefined) => Option[]
}

type Values = CreateLeadInput

// SPEC 9: geolocation waits 5 s and accepts a position up to 5 minutes old.
const geolocationOptions: PositionOptions = { timeout: 5000, maximumAge: 300_000, enableHighAccuracy: true }

/**
 * The home-visit card's request (issue 10 §2, SPEC 3.6), loaded when the card's button is pressed: name, mobile, an optional specialty, the governorate and
 * area, and the device's position as the map pin — no map tiles are loaded (docs/decisions/0018): the pin is checked
 * through a link to the map site. Open to visitors and patients alike.
 */
export default function HomeVisitRequestDialog({
  specialtyId,
  choices,
  onClose,
}: {
  specialtyId: number | null
  choices: LeadPlaceChoices | undefined
  onClose: () => void
}) {
  const { t, i18n } = useTranslation(['leads', 'common', 'validation'])
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const titleId = useId()
  const [locating, setLocating] = useState(false)
  const [locationFailed, setLocationFailed] = useState(false)
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const create = useCreateLead()
  const form = useForm<Values>({
    resolver: formResolver(createLeadSchema),
    defaultValues: {
      name: '',
      mobile: '',
      specialtyId,
      areaId: null,
      latitude: null,
      longitude: null,
      addressNote: '',
    },
  })
  const { control, handleSubmit, setValue, setError, reset } = form
  const [governorateId, latitude, longitude] = useWatch({
    control,
    name: ['governorateId', 'latitude', 'longitude'],
  })

  const locate = () => {
    setLocationFailed(false)
    if (!('geolocation' in navigator)) return setLocationFailed(true)
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false)
        setValue('latitude', Number(position.coords.latitude.toFixed(6)))
        setValue('longitude', Number(position.coords.longitude.toFixed(6)))
      },
      () => {
        setLocating(false)
        setLocationFailed(true)
      },
      geolocationOptions,
    )
  }

  const submit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values)
      toast(t('request.sent'), 'success')
      reset()
      onClose()
    } catch (error) {
      if (error instanceof ApiError)
        for (const issue of error.issues)
          setError(issue.path as Path<Values>, { type: 'server', message: issue.code })
    }
  })

  const digits = (value: number) =>
    language === 'ar' ? toArabicIndicDigits(value.toFixed(5)) : value.toFixed(5)
  const pinUrl = mapUrlOf(latitude ?? null, longitude ?? null)

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{t('request.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="textSecondary">{t('request.intro')}</Typography>
            <FormTextField name="name" control={control} label={t('request.name')} autoComplete="name" />
            <PhoneField name="mobile" control={control} />
            <Controller
              name="specialtyId"
              control={control}
              render={({ field }) => (
                <SelectTextField
                  label={t('request.specialty')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('request.noSpecialty')}</MenuItem>
                  {choices?.specialties.map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.label}
                    </MenuItem>
                  ))}
                </SelectTextField>
              )}
            />
            <Controller
              name="governorateId"
              control={control}
              render={({ field, fieldState }) => (
                <SelectTextField
                  required
                  label={t('request.governorate')}
                  value={field.value ?? ''}
                  onChange={(event) => {
                    field.onChange(Number(event.target.value))
                    setValue('areaId', null)
                  }}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(fieldState.error?.message)}
                >
                  {choices?.governorates.map((g) => (
                    <MenuItem key={g.id} value={g.id}>
                      {g.label}
                    </MenuItem>
                  ))}
                </SelectTextField>
              )}
            />
            <Controller
              name="areaId"
              control={control}
              render={({ field, fieldState }) => (
                <SelectTextField
                  label={t('request.area')}
                  value={field.value ?? ''}
                  disabled={!governorateId}
                  onChange={(event) => field.onChange(event.target.value ? Number(event.target.value) : null)}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(fieldState.error?.message)}
                  slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                >
                  <MenuItem value="">{t('request.anyArea')}</MenuItem>
                  {choices?.areasOf(governorateId).map((a) => (
                    <MenuItem key={a.id} value={a.id}>
                      {a.label}
                    </MenuItem>
                  ))}
                </SelectTextField>
              )}
            />
            <FormTextField
              name="addressNote"
              control={control}
              label={t('request.addressNote')}
              helperText={t('request.addressHint')}
              multiline
              minRows={2}
            />
            <Stack spacing={1} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2">
                {t('request.location')}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('request.locationHint')}
              </Typography>
              {pinUrl && latitude != null && longitude != null ? (
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="body2">
                    {t('request.pinSet', { latitude: digits(latitude), longitude: digits(longitude) })}
                  </Typography>
                  <Link href={pinUrl} target="_blank" rel="noopener noreferrer">
                    {t('request.viewPin')}
                  </Link>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => {
                      setValue('latitude', null)
                      setValue('longitude', null)
                    }}
                  >
                    {t('request.removePin')}
                  </Button>
                </Stack>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<MyLocationIcon />}
                  onClick={locate}
                  disabled={locating}
                  sx={{ alignSelf: 'flex-start' }}
                >
                  {locating ? t('request.locating') : t('request.useMyLocation')}
                </Button>
              )}
              {locationFailed ? <Alert severity="info">{t('request.locationFailed')}</Alert> : null}
              {form.formState.errors.latitude ? (
                <Alert severity="error">{fieldMessage(form.formState.errors.latitude.message)}</Alert>
              ) : null}
            </Stack>
            {create.isError && !(create.error instanceof ApiError && create.error.issues.length) ? (
              <Alert severity="error">{errorMessage(create.error)}</Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('request.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {t('request.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
