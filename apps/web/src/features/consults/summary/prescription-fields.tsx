import { medicineForms, medicines, searchClinical } from '@app/domain/catalog'
import { maxPrescriptionItems } from '@app/domain/consults'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import { SelectTextField } from '#web/shared/ui/select-text-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import { Controller, useFieldArray, type UseFormSetValue, type UseFormGetValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { medicineFormLabel } from '../records/display'
import { useConsultsTranslation } from '../records/use-consults-translation'
import { CatalogueTextField } from './catalogue-field'
import { emptyItem, type SummaryControl, type SummaryFormValues } from './summary-form-values'

type Medicine = (typeof medicines)[number]

/**
 * The prescription's medicines (issue 11 §2): the drug's Latin name from the catalogue or typed freely, its form,
 * dose, frequency, duration, and the instructions in Arabic. Each row is a group named by its number.
 */
export function PrescriptionFields({
  control,
  setValue,
  getValues,
}: {
  control: SummaryControl
  setValue: UseFormSetValue<SummaryFormValues>
  getValues: UseFormGetValues<SummaryFormValues>
}) {
  const { t, language } = useConsultsTranslation()
  const fieldMessage = useFieldMessage()
  const { fields, append, remove } = useFieldArray({ control, name: 'prescription' })

  const pick = (index: number, medicine: Medicine) => {
    const dirty = { shouldDirty: true, shouldValidate: false }
    setValue(`prescription.${index}.drugName`, medicine.name, dirty)
    setValue(`prescription.${index}.medicineCode`, medicine.code, dirty)
    if (!getValues(`prescription.${index}.form`)) setValue(`prescription.${index}.form`, medicine.form, dirty)
  }

  return (
    <Stack spacing={2}>
      {fields.length === 0 ? <Typography color="textSecondary">{t('session.noItems')}</Typography> : null}
      {fields.map((row, index) => {
        const legend = t('session.itemLegend', { number: index + 1 })
        return (
          <Box
            key={row.id}
            component="fieldset"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 700 }}>
              {legend}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
              <Controller
                control={control}
                name={`prescription.${index}.drugName`}
                render={({ field, fieldState }) => (
                  <CatalogueTextField<Medicine>
                    label={t('session.drugName')}
                    name={field.name}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    value={field.value ?? ''}
                    onChange={(text) => {
                      field.onChange(text)
                      setValue(`prescription.${index}.medicineCode`, null, { shouldDirty: true })
                    }}
                    onPick={(medicine) => pick(index, medicine)}
                    search={(query) => searchClinical(medicines, query)}
                    optionLabel={(m) => m.name}
                    optionKey={(m) => m.code}
                    dir="ltr"
                    error={Boolean(fieldState.error)}
                    helperText={fieldMessage(fieldState.error?.message) ?? t('session.drugNameHelp')}
                  />
                )}
              />
              <Controller
                control={control}
                name={`prescription.${index}.form`}
                render={({ field, fieldState }) => {
                  const known = medicineForms.some((f) => f.code === field.value)
                  return (
                    <SelectTextField
                      label={t('session.form')}
                      name={field.name}
                      inputRef={field.ref}
                      value={field.value ?? ''}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error)}
                      helperText={fieldMessage(fieldState.error?.message)}
                    >
                      <MenuItem value="">{t('session.formNone')}</MenuItem>
                      {!known && field.value ? <MenuItem value={field.value}>{field.value}</MenuItem> : null}
                      {medicineForms.map((f) => (
                        <MenuItem key={f.code} value={f.code}>
                          {medicineFormLabel(f.code, language)}
                        </MenuItem>
                      ))}
                    </SelectTextField>
                  )
                }}
              />
              <FormTextField
                control={control}
                name={`prescription.${index}.dose`}
                label={t('session.dose')}
                helperText={t('session.doseHelp')}
                // Typed in either language: the text keeps its own direction.
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`prescription.${index}.frequency`}
                label={t('session.frequency')}
                helperText={t('session.frequencyHelp')}
                // Typed in either language: the text keeps its own direction.
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`prescription.${index}.duration`}
                label={t('session.duration')}
                helperText={t('session.durationHelp')}
                // Typed in either language: the text keeps its own direction.
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`prescription.${index}.instructions`}
                label={t('session.instructions')}
                helperText={t('session.instructionsHelp')}
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
                multiline
                sx={{ gridColumn: { sm: '1 / -1' } }}
              />
            </Box>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
              <IconButton
                onClick={() => remove(index)}
                aria-label={t('session.removeItem', { number: index + 1 })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
          </Box>
        )
      })}
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => append(emptyItem())}
        disabled={fields.length >= maxPrescriptionItems}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('session.addItem')}
      </Button>
    </Stack>
  )
}
