import { practiceCountryCodes, type PracticeCountry } from '@app/domain/doctors'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useId } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'

interface Props<T extends FieldValues> {
  name: FieldPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
}

/** SPEC 3.1 countries of practice: a checkbox per country of SPEC 3.7's list, in a fieldset its legend names. */
export function PracticeCountriesField<T extends FieldValues>({ name, control }: Props<T>) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  const helperId = useId()
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as PracticeCountry[]
        const message = fieldMessage(fieldState.error?.message)
        return (
          <FormControl component="fieldset" error={Boolean(message)} aria-describedby={helperId}>
            <FormLabel component="legend">{t('doctorData:editor.practiceCountries')}</FormLabel>
            <FormGroup row>
              {practiceCountryCodes.map((code) => (
                <FormControlLabel
                  key={code}
                  label={t(`profiles:countries.${code}`)}
                  control={
                    <Checkbox
                      checked={chosen.includes(code)}
                      onBlur={field.onBlur}
                      onChange={(event) =>
                        // Kept in the list's order, whatever the order of the clicks.
                        field.onChange(
                          practiceCountryCodes.filter((c) =>
                            c === code ? event.target.checked : chosen.includes(c),
                          ),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText id={helperId}>
              {message ?? t('doctorData:editor.practiceCountriesHint')}
            </FormHelperText>
          </FormControl>
        )
      }}
    />
  )
}
