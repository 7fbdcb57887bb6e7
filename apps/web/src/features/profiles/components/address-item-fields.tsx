import { countryIds } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import { useId } from 'react'
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { FormTextField } from '#web/shared/ui/form-text-field'
import type { AddressFormValue } from '../hooks/use-profile-form'
import type { ProfileChoices } from './profile-choices'
import { SelectField } from './select-field'

export interface AddressesForm {
  addresses: AddressFormValue[]
}

interface Props {
  index: number
  choices: ProfileChoices
  canRemove: boolean
  onRemove: () => void
}

/** One address of the list (SPEC 3.1): country, governorate, area filtered by governorate, and the street parts. */
export function AddressItemFields({ index, choices, canRemove, onRemove }: Props) {
  const { t } = useProfilesTranslation()
  const fieldMessage = useFieldMessage()
  const errorId = useId()
  const { control, setValue } = useFormContext<AddressesForm>()
  const governorateId = useWatch({ control, name: `addresses.${index}.governorateId` })
  const { errors } = useFormState({ control, name: `addresses.${index}` })
  // The schema's duplicate rule (and the API's) points at the item itself, not one of its fields.
  const itemError = fieldMessage(get(errors, `addresses.${index}.message`) as string | undefined)
  const areas = choices.areasOf(governorateId)
  const prefix = `addresses.${index}` as const
  const number = index + 1

  return (
    <Box
      component="fieldset"
      aria-describedby={itemError ? errorId : undefined}
      sx={{
        border: 1,
        borderColor: itemError ? 'error.main' : 'divider',
        borderRadius: 2,
        padding: 2,
        margin: 0,
        minWidth: 0,
      }}
    >
      <Box component="legend" sx={{ paddingInline: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {t('address.item', { number })}
        </Typography>
      </Box>
      {itemError ? (
        <FormHelperText id={errorId} error role="alert" sx={{ marginBlockEnd: 1 }}>
          {itemError}
        </FormHelperText>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          control={control}
          name={`${prefix}.countryId`}
          label={t('fields.country')}
          required
          options={countryIds.map((id) => ({ value: id, label: t(`countries.${id}`) }))}
        />
        <SelectField
          control={control}
          name={`${prefix}.governorateId`}
          label={t('fields.governorate')}
          required
          numeric
          options={choices.governorates.map((g) => ({ value: g.id, label: g.label }))}
          onValueChange={() =>
            setValue(`${prefix}.areaId`, undefined as unknown as number, { shouldDirty: true })
          }
        />
        <SelectField
          control={control}
          name={`${prefix}.areaId`}
          label={t('fields.area')}
          required
          numeric
          disabled={governorateId === undefined}
          helperText={governorateId === undefined ? t('hints.areaNeedsGovernorate') : undefined}
          options={areas.map((a) => ({ value: a.id, label: a.label }))}
        />
        <FormTextField control={control} name={`${prefix}.region`} label={t('fields.region')} required />
        <FormTextField
          control={control}
          name={`${prefix}.districtTownVillage`}
          label={t('fields.districtTownVillage')}
          required
        />
        <FormTextField
          control={control}
          name={`${prefix}.streetBlockCompound`}
          label={t('fields.streetBlockCompound')}
          required
        />
        <FormTextField
          control={control}
          name={`${prefix}.buildingNumberName`}
          label={t('fields.buildingNumberName')}
          required
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <FormTextField control={control} name={`${prefix}.floorNumber`} label={t('fields.floorNumber')} />
          <FormTextField
            control={control}
            name={`${prefix}.appartmentNumber`}
            label={t('fields.appartmentNumber')}
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name={`${prefix}.directions`}
            label={t('fields.directions')}
            multiline
            minRows={2}
          />
        </Box>
      </Box>
      {canRemove ? (
        <Button
          onClick={onRemove}
          color="error"
          startIcon={<DeleteOutlineIcon />}
          sx={{ marginBlockStart: 1 }}
        >
          {t('address.remove', { number })}
        </Button>
      ) : null}
    </Box>
  )
}
