import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'

/** SPEC 5: the optional 4-letter-or-digit reseller code, the same on every role's profile. */
export function ResellerCodeField<T extends FieldValues & { resellerCode?: string | null }>({
  control,
}: {
  control: Control<T>
}) {
  const { t } = useProfilesTranslation()
  return (
    <FormTextField
      control={control}
      name={'resellerCode' as FieldPath<T>}
      label={t('fields.resellerCode')}
      helperText={t('hints.resellerCode')}
      slotProps={{ htmlInput: { maxLength: 4, dir: 'ltr', autoCapitalize: 'characters' } }}
    />
  )
}
