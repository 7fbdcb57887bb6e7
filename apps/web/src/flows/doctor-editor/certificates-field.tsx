import {
  certificateCategoryCodes,
  certificateTypesByCategory,
  type CertificateCategory,
} from '@app/domain/doctors'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  useFieldArray,
  useWatch,
  type ArrayPath,
  type Control,
  type FieldArray,
  type FieldPath,
  type FieldValues,
  type UseFormSetValue,
} from 'react-hook-form'
import { SelectField } from '#web/features/profiles/components/select-field'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'

interface Props<T extends FieldValues> {
  name: ArrayPath<T>
  control: Control<T>
  setValue: UseFormSetValue<T>
  max?: number
}

const empty = { name: '', nameEn: '', category: '', type: '' }

/**
 * SPEC 3.1 certificates with names, and SPEC 3.7 certificate categories and types: each certificate is a group of
 * its Arabic name, optional English name, category and a type of that category (the type list follows the category).
 */
export function CertificatesField<T extends FieldValues>({ name, control, setValue, max = 20 }: Props<T>) {
  const { t } = useDoctorsTranslation()
  const { fields, append, remove } = useFieldArray({ control, name })
  return (
    <Stack spacing={2}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('doctorData:editor.noCertificates')}
        </Typography>
      ) : null}
      {fields.map((item, index) => {
        const at = (field: string) => `${name}.${index}.${field}` as FieldPath<T>
        const label = t('doctorData:editor.certificateItem', { number: index + 1 })
        return (
          <Box
            key={item.id}
            role="group"
            aria-label={label}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
              <Typography variant="subtitle2" component="h4">
                {label}
              </Typography>
              <IconButton
                onClick={() => remove(index)}
                aria-label={t('doctorData:editor.removeCertificate', { number: index + 1 })}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <SelectField
                control={control}
                name={at('category')}
                label={t('doctorData:editor.certificateCategory')}
                options={certificateCategoryCodes.map((c) => ({
                  value: c,
                  label: t(`doctorData:catalogues.certificateCategories.${c}`),
                }))}
                onValueChange={() =>
                  setValue(at('type'), '' as never, { shouldDirty: true, shouldValidate: false })
                }
              />
              <TypeSelect control={control} category={at('category')} name={at('type')} />
              <FormTextField
                control={control}
                name={at('name')}
                label={t('doctorData:editor.certificateName')}
                required
                slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
              />
              <FormTextField
                control={control}
                name={at('nameEn')}
                label={t('doctorData:editor.certificateNameEn')}
                slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
              />
            </Box>
          </Box>
        )
      })}
      {fields.length < max ? (
        <Button
          onClick={() => append(empty as FieldArray<T, ArrayPath<T>>)}
          startIcon={<AddIcon />}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('doctorData:editor.addCertificate')}
        </Button>
      ) : null}
    </Stack>
  )
}

function TypeSelect<T extends FieldValues>({
  control,
  category,
  name,
}: {
  control: Control<T>
  category: FieldPath<T>
  name: FieldPath<T>
}) {
  const { t } = useDoctorsTranslation()
  const chosen = useWatch({ control, name: category }) as string | undefined
  const types =
    chosen && Object.hasOwn(certificateTypesByCategory, chosen)
      ? certificateTypesByCategory[chosen as CertificateCategory]
      : []
  return (
    <SelectField
      control={control}
      name={name}
      label={t('doctorData:editor.certificateType')}
      disabled={types.length === 0}
      options={types.map((type) => ({
        value: type,
        label: t(`doctorData:catalogues.certificateTypes.${type}`),
      }))}
    />
  )
}
