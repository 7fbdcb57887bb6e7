import VisibilityIcon from '@mui/icons-material/Visibility'
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff'
import IconButton from '@mui/material/IconButton'
import InputAdornment from '@mui/material/InputAdornment'
import { TextField, type TextFieldProps } from '#web/shared/ui/text-field'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { useFieldMessage } from '#web/shared/hooks/use-error-message'

type Props<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'type'> & {
  name: FieldPath<T>
  control: Control<T>
  /** New passwords show the checklist instead of one message. */
  hideError?: boolean
}

/** A password with a show/hide button; the typed text stays left to right. */
export function PasswordField<T extends FieldValues>({
  name,
  control,
  helperText,
  hideError,
  slotProps,
  ...props
}: Props<T>) {
  const { t } = useTranslation('common')
  const fieldMessage = useFieldMessage()
  const [visible, setVisible] = useState(false)
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          type={visible ? 'text' : 'password'}
          error={Boolean(fieldState.error) && !hideError}
          helperText={hideError ? helperText : (fieldMessage(fieldState.error?.message) ?? helperText)}
          fullWidth={props.fullWidth ?? true}
          slotProps={{
            ...slotProps,
            htmlInput: {
              dir: 'ltr',
              autoComplete: props.autoComplete ?? 'current-password',
              ...(slotProps?.htmlInput as Record<string, unknown> | undefined),
            },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setVisible((v) => !v)}
                    aria-label={visible ? t('password.hide') : t('password.show')}
                    aria-pressed={visible}
                    edge="end"
                  >
                    {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  )
}
