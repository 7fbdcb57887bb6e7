import { currentPasswordSchema, passwordSchema } from '@app/domain/accounts'
import { vkey } from '@app/domain/shared'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useId } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { z } from 'zod'
import { formResolver } from '#web/shared/lib/form-resolver'
import { PasswordChecklist } from '#web/shared/ui/password-checklist'
import { PasswordField } from '#web/shared/ui/password-field'
import { ApiErrorAlert } from './api-error-alert'

const mismatch = { path: ['confirm'], message: vkey('password.mismatch') }

const newPasswordSchema = z
  .object({ currentPassword: z.string().optional(), password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, mismatch)

const withCurrentSchema = z
  .object({ currentPassword: currentPasswordSchema, password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, mismatch)

export interface NewPasswordValues {
  currentPassword?: string
  password: string
}

/** A new password and its confirmation with the live checklist; optionally the current password first. */
export function NewPasswordForm({
  submitLabel,
  withCurrent = false,
  pending,
  error,
  onSubmit,
}: {
  submitLabel: string
  withCurrent?: boolean
  pending: boolean
  error: unknown
  onSubmit: (values: NewPasswordValues) => void
}) {
  const { t } = useTranslation('accounts')
  const rulesId = useId()
  const { control, handleSubmit } = useForm({
    resolver: formResolver(withCurrent ? withCurrentSchema : newPasswordSchema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', password: '', confirm: '' },
  })
  const password = useWatch({ control, name: 'password' })
  // As on sign-in: the button waits until the password meets its rules (issue 7 §3).
  const passwordOk = passwordSchema.safeParse(password).success

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ currentPassword, password: newPassword }) =>
        onSubmit({ currentPassword: withCurrent ? currentPassword : undefined, password: newPassword }),
      )}
    >
      <Stack spacing={2}>
        {withCurrent ? (
          <PasswordField
            name="currentPassword"
            control={control}
            label={t('fields.currentPassword')}
            required
          />
        ) : null}
        <PasswordField
          name="password"
          control={control}
          label={t('fields.newPassword')}
          autoComplete="new-password"
          hideError
          required
          slotProps={{ htmlInput: { 'aria-describedby': rulesId } }}
        />
      </Stack>
      <PasswordChecklist password={password} id={rulesId} />
      <PasswordField
        name="confirm"
        control={control}
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        required
        sx={{ marginBlockStart: 1 }}
      />
      <ApiErrorAlert error={error} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={pending || !passwordOk}
        sx={{ marginBlockStart: 3 }}
      >
        {submitLabel}
      </Button>
    </Box>
  )
}
