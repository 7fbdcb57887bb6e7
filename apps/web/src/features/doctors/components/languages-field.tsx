import { proficiencies } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import Typography from '@mui/material/Typography'
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import {
  Controller,
  useFieldArray,
  type ArrayPath,
  type Control,
  type FieldValues,
  type Path,
} from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/** The languages a doctor can list; their names come from `doctors:languageNames`. */
export const doctorLanguageCodes = ['ar', 'en', 'fr', 'de', 'it', 'es', 'ru', 'tr', 'zh'] as const

/** SPEC 3.1 'languages accepted': each language once, with a level from no knowledge to native. */
export function LanguagesField<T extends FieldValues>({
  name,
  control,
}: {
  name: ArrayPath<T>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any context and transformed values
  control: Control<T, any, any>
}) {
  const { t } = useDoctorsTranslation()
  const fieldMessage = useFieldMessage()
  const { fields, append, remove } = useFieldArray({ control, name })

  const select = (path: string, label: string, options: { value: string; label: string }[]) => (
    <Controller
      control={control}
      name={path as Path<T>}
      render={({ field, fieldState }) => (
        <NativeSelectField
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message)}
          size="small"
          sx={{ flex: '1 1 160px' }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
      )}
    />
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {fields.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {t('editor.languages.empty')}
        </Typography>
      ) : null}
      {fields.map((field, index) => (
        <Box key={field.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          {select(
            `${name}.${index}.code`,
            `${t('editor.fields.language')} ${index + 1}`,
            doctorLanguageCodes.map((code) => ({ value: code, label: t(`languageNames.${code}`) })),
          )}
          {select(
            `${name}.${index}.level`,
            `${t('editor.fields.level')} ${index + 1}`,
            proficiencies.map((level) => ({ value: level, label: t(`levels.${level}`) })),
          )}
          <IconButton
            onClick={() => remove(index)}
            aria-label={t('editor.languages.remove', { number: index + 1 })}
          >
            <DeleteOutlinedIcon />
          </IconButton>
        </Box>
      ))}
      {fields.length < 10 ? (
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            const unused = doctorLanguageCodes.find(
              (code) => !fields.some((f) => (f as unknown as { code?: string }).code === code),
            )
            append({ code: unused ?? 'ar', level: 'fluent' } as never)
          }}
        >
          {t('editor.languages.add')}
        </Button>
      ) : null}
    </Box>
  )
}
