import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Stack from '@mui/material/Stack'
import AddIcon from '@mui/icons-material/Add'
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { emptyAddress } from '../hooks/use-profile-form'
import { AddressItemFields, type AddressesForm } from './address-item-fields'
import type { ProfileChoices } from './profile-choices'

/**
 * The `addresses` list of the surrounding form (inside a `FormProvider`): at least one item, add and remove; the
 * domain schema refuses two identical items and the message shows on the second one.
 */
export function AddressListEditor({ choices, max = 10 }: { choices: ProfileChoices; max?: number }) {
  const { t } = useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  const { control } = useFormContext<AddressesForm>()
  const { fields, append, remove } = useFieldArray({ control, name: 'addresses' })
  const { errors } = useFormState({ control, name: 'addresses' })
  const listError = fieldMessage(
    (get(errors, 'addresses.root.message') ?? get(errors, 'addresses.message')) as string | undefined,
  )

  return (
    <Stack spacing={2}>
      {fields.map((field, index) => (
        <AddressItemFields
          key={field.id}
          index={index}
          choices={choices}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        />
      ))}
      {listError ? (
        <FormHelperText error role="alert">
          {listError}
        </FormHelperText>
      ) : null}
      {fields.length < max ? (
        <Button
          onClick={() => append(emptyAddress(), { shouldFocus: false })}
          startIcon={<AddIcon />}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('address.add')}
        </Button>
      ) : null}
    </Stack>
  )
}
