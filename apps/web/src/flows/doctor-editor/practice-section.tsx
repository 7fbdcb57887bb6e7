import type { PracticeKind, PricingConfig } from '@app/domain/doctors'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import MapIcon from '@mui/icons-material/Map'
import { Suspense, useMemo } from 'react'
import { Controller, get, useWatch, type Control, type UseFormSetValue } from 'react-hook-form'
import { Link as RouterLink } from '#web/shared/lib/router'
import type { CatalogChoices } from '#web/features/catalog/api/get-catalog'
import { NumberField } from '#web/features/doctors/components/number-field'
import { PriceField } from '#web/features/doctors/components/price-field'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'
import { ClinicMap } from '#web/features/doctors/components/clinic-map'
import { mapUrl } from '#web/features/doctors/lib/display'
import { FormSection } from '#web/features/profiles/components/form-section'
import { SelectField } from '#web/features/profiles/components/select-field'
import { href } from '#web/app/paths'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { textControl, type EditorFormOutput, type EditorFormValues } from './editor-form'

interface Props {
  practice: PracticeKind
  control: Control<EditorFormValues, unknown, EditorFormOutput>
  setValue: UseFormSetValue<EditorFormValues>
  choices: CatalogChoices
  /** The payment settings in force (the editor's), for the patient's price shown as the doctor types. */
  pricing: PricingConfig
}

/** The clinic's reception phones: add, edit, remove (SPEC 3.1 clinic phones). */
function PhonesField({ control }: { control: Control<EditorFormValues, unknown, EditorFormOutput> }) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  return (
    <Controller
      control={control}
      name="practice.phones"
      render={({ field, formState }) => {
        const phones = field.value ?? []
        return (
          <Stack spacing={1.5}>
            {phones.map((phone, index) => {
              const message = fieldMessage(
                get(formState.errors, `practice.phones.${index}.message`) as string | undefined,
              )
              return (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    fullWidth
                    type="tel"
                    label={t('editor.fields.phone', { number: index + 1 })}
                    value={phone}
                    onChange={(event) =>
                      field.onChange(phones.map((p, i) => (i === index ? event.target.value : p)))
                    }
                    onBlur={field.onBlur}
                    error={Boolean(message)}
                    helperText={message}
                    slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr', maxLength: 20 } }}
                  />
                  <IconButton
                    onClick={() => field.onChange(phones.filter((_, i) => i !== index))}
                    aria-label={t('editor.phones.remove', { number: index + 1 })}
                    style={{ marginBlockStart: 8 }}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                </Box>
              )
            })}
            {phones.length < 5 ? (
              <Button
                startIcon={<AddIcon />}
                variant="outlined"
                onClick={() => field.onChange([...phones, ''])}
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('editor.phones.add')}
              </Button>
            ) : null}
          </Stack>
        )
      }}
    />
  )
}

/** Home visits: the areas served, from every governorate, searchable (SPEC 2.8 home {areas}). */
function AreasField({
  control,
  choices,
}: {
  control: Control<EditorFormValues, unknown, EditorFormOutput>
  choices: CatalogChoices
}) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  const options = useMemo(
    () =>
      choices.governorates.flatMap((g) =>
        choices.areasOf(g.id).map((a) => ({ id: a.id, label: a.label, group: g.label })),
      ),
    [choices],
  )
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options])
  return (
    <Controller
      control={control}
      name="practice.areaIds"
      render={({ field, fieldState }) => (
        <Autocomplete
          multiple
          options={options}
          groupBy={(option) => option.group}
          getOptionLabel={(option) => option.label}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          value={(field.value ?? []).flatMap((id) => byId.get(id) ?? [])}
          onChange={(_, value) => field.onChange(value.map((v) => v.id))}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label={t('editor.fields.areas')}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error?.message) ?? t('editor.hints.areas')}
            />
          )}
        />
      )}
    />
  )
}

/**
 * The practice of this page (SPEC 2.8): video {active, price}; clinic {active, price, place, address, phones, map
 * point, agreements}; home {active, price, areas}. The price shows what the patient pays as it is typed.
 */
export function PracticeSection({ practice, control, setValue, choices, pricing }: Props) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  const governorateId = useWatch({ control, name: 'practice.governorateId' })
  const location = useWatch({ control, name: 'practice.location' })
  const title = t(`page.practices.${practice}`)
  const point =
    location?.latitude !== undefined &&
    location.longitude !== undefined &&
    Number.isFinite(location.latitude) &&
    Number.isFinite(location.longitude)
      ? { latitude: location.latitude, longitude: location.longitude }
      : undefined

  return (
    <FormSection title={`${t('editor.sections.practice')}: ${title}`}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Controller
          control={control}
          name="practice.active"
          render={({ field, fieldState }) => (
            <>
              <FormControlLabel
                label={t('editor.fields.active')}
                control={
                  <Switch
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: field.ref } }}
                  />
                }
              />
              {fieldState.error ? (
                <FormHelperText error>{fieldMessage(fieldState.error.message)}</FormHelperText>
              ) : null}
            </>
          )}
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', maxWidth: 420 }}>
        <PriceField
          control={control}
          name="practice.price"
          label={t('editor.fields.price')}
          required
          config={pricing}
        />
      </Box>

      {practice === 'clinic' ? (
        <>
          <SelectField
            control={control}
            name="practice.governorateId"
            label={t('editor.fields.governorate')}
            numeric
            options={choices.governorates.map((g) => ({ value: g.id, label: g.label }))}
            onValueChange={() => setValue('practice.areaId', undefined, { shouldDirty: true })}
          />
          <SelectField
            control={control}
            name="practice.areaId"
            label={t('editor.fields.area')}
            numeric
            required
            disabled={governorateId === undefined}
            options={choices.areasOf(governorateId).map((a) => ({ value: a.id, label: a.label }))}
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={textControl(control)}
              name="practice.address"
              label={t('editor.fields.address')}
              required
              multiline
              minRows={2}
            />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <PhonesField control={control} />
          </Box>
          <NumberField
            control={control}
            name="practice.location.latitude"
            label={t('editor.fields.latitude')}
            decimal
            helperText={t('editor.hints.location')}
          />
          <NumberField
            control={control}
            name="practice.location.longitude"
            label={t('editor.fields.longitude')}
            decimal
          />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <ClinicMap
                value={point}
                onChange={({ latitude, longitude }) => {
                  const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true }
                  setValue('practice.location.latitude', latitude, options)
                  setValue('practice.location.longitude', longitude, options)
                }}
              />
            </Suspense>
          </Box>
          {point ? (
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Link
                href={mapUrl(point)}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              >
                <MapIcon fontSize="small" aria-hidden />
                {t('editor.map.open')}
              </Link>
            </Box>
          ) : null}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Typography variant="subtitle2" component="h3">
              {t('editor.agreements.title')}
            </Typography>
            <Box component="ul" sx={{ margin: 0, paddingInlineStart: 3 }}>
              {(
                [
                  ['terms', 'helpTerms'],
                  ['privacy', 'helpPrivacy'],
                  ['refund', 'helpRefunds'],
                ] as const
              ).map(([key, page]) => (
                <li key={key}>
                  {/* Issue 45 §1: each text has its own page under /help. */}
                  <Link component={RouterLink} to={href(page)}>
                    {t(`editor.agreements.${key}`)}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </>
      ) : null}

      {practice === 'home' ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <AreasField control={control} choices={choices} />
        </Box>
      ) : null}
    </FormSection>
  )
}
