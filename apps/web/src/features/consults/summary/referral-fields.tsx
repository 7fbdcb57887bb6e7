import { labTests, radiologyScans, searchClinical } from '@app/domain/catalog'
import { maxReferrals, referralKinds, type ReferralKind } from '@app/domain/consults'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import type { ReactNode } from 'react'
import {
  Controller,
  useFieldArray,
  useWatch,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useConsultsTranslation } from '../records/use-consults-translation'
import { CatalogueTextField } from './catalogue-field'
import { emptyReferral, type SummaryControl, type SummaryFormValues } from './summary-form-values'

type Entry = (typeof labTests)[number]

export interface DoctorPickerProps {
  specialtyId: number
  value: string | null
  valueName: string | null
  onChange: (doctor: { id: string; name: string } | null) => void
  label: string
}

/**
 * Referrals (SPEC 3.7 doctor/lab/radio referrals): to a specialty (and, where the page offers a doctor picker, one
 * doctor of it), to a lab test or to a scan, each from its catalogue or typed, with a note.
 */
export function ReferralFields({
  control,
  setValue,
  getValues,
  specialties,
  renderDoctorPicker,
}: {
  control: SummaryControl
  setValue: UseFormSetValue<SummaryFormValues>
  getValues: UseFormGetValues<SummaryFormValues>
  specialties: readonly { id: number; label: string }[]
  renderDoctorPicker?: (props: DoctorPickerProps) => ReactNode
}) {
  const { t } = useConsultsTranslation()
  const { fields, append, remove, update } = useFieldArray({ control, name: 'referrals' })
  const changeKind = (index: number, kind: ReferralKind) => {
    const note = getValues(`referrals.${index}.note`)
    update(index, { ...emptyReferral(kind), note })
  }
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? <Typography color="textSecondary">{t('session.noReferrals')}</Typography> : null}
      {fields.map((row, index) => (
        <Box
          key={row.id}
          component="fieldset"
          sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
        >
          <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
            {t('session.referralLegend', { number: index + 1 })}
          </Typography>
          <ReferralRowFields
            index={index}
            control={control}
            setValue={setValue}
            specialties={specialties}
            renderDoctorPicker={renderDoctorPicker}
            onKind={(kind) => changeKind(index, kind)}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <IconButton
              onClick={() => remove(index)}
              aria-label={t('session.removeReferral', { number: index + 1 })}
            >
              <DeleteOutlinedIcon />
            </IconButton>
          </Box>
        </Box>
      ))}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => append(emptyReferral('lab'))}
        disabled={fields.length >= maxReferrals}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('session.addReferral')}
      </Button>
    </Stack>
  )
}

function ReferralRowFields({
  index,
  control,
  setValue,
  specialties,
  renderDoctorPicker,
  onKind,
}: {
  index: number
  control: SummaryControl
  setValue: UseFormSetValue<SummaryFormValues>
  specialties: readonly { id: number; label: string }[]
  renderDoctorPicker?: (props: DoctorPickerProps) => ReactNode
  onKind: (kind: ReferralKind) => void
}) {
  const { t, language } = useConsultsTranslation()
  const fieldMessage = useFieldMessage()
  const row = useWatch({ control, name: `referrals.${index}` })
  const kind = row.kind
  const dirty = { shouldDirty: true }
  const catalogue = kind === 'radio' ? radiologyScans : labTests
  const entryLabel = (e: Entry) => (language === 'en' ? e.en : e.ar)

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
      <SelectTextField
        label={t('session.referralKind')}
        value={kind}
        onChange={(event) => onKind(event.target.value as ReferralKind)}
      >
        {referralKinds.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`session.referralKinds.${k}`)}
          </MenuItem>
        ))}
      </SelectTextField>
      {kind === 'specialty' ? (
        <Stack spacing={2}>
          <Controller
            control={control}
            name={`referrals.${index}.specialtyId`}
            render={({ field, fieldState }) => (
              <SelectTextField
                label={t('session.specialty')}
                name={field.name}
                inputRef={field.ref}
                value={field.value ?? ''}
                onChange={(event) => {
                  field.onChange(Number(event.target.value))
                  setValue(`referrals.${index}.doctorId`, null, dirty)
                  setValue(`referrals.${index}.doctorName`, null)
                }}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldMessage(fieldState.error?.message)}
              >
                {specialties.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.label}
                  </MenuItem>
                ))}
              </SelectTextField>
            )}
          />
          {row.specialtyId && renderDoctorPicker
            ? renderDoctorPicker({
                specialtyId: row.specialtyId,
                value: row.doctorId,
                valueName: row.doctorName ?? null,
                label: t('session.doctorOptional'),
                onChange: (doctor) => {
                  setValue(`referrals.${index}.doctorId`, doctor?.id ?? null, dirty)
                  setValue(`referrals.${index}.doctorName`, doctor?.name ?? null)
                },
              })
            : null}
        </Stack>
      ) : (
        <Controller
          control={control}
          name={`referrals.${index}.name`}
          render={({ field, fieldState }) => (
            <CatalogueTextField<Entry>
              label={kind === 'radio' ? t('session.scan') : t('session.labTest')}
              name={field.name}
              inputRef={field.ref}
              onBlur={field.onBlur}
              value={field.value ?? ''}
              onChange={(text) => {
                field.onChange(text)
                setValue(`referrals.${index}.code`, null, dirty)
              }}
              onPick={(entry) => {
                setValue(`referrals.${index}.name`, entryLabel(entry), dirty)
                setValue(`referrals.${index}.code`, entry.code, dirty)
              }}
              search={(query) => searchClinical(catalogue, query)}
              optionLabel={entryLabel}
              optionKey={(e) => e.code}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(fieldState.error?.message) ?? t('session.catalogueHelp')}
            />
          )}
        />
      )}
      <FormTextField
        control={control}
        name={`referrals.${index}.note`}
        label={t('session.referralNote')}
        multiline
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
    </Box>
  )
}
