import { changeEmailInputSchema } from '@app/domain/accounts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { TextField } from '#web/shared/ui/text-field'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useNavigate } from '#web/shared/lib/router'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PasswordField } from '#web/shared/ui/password-field'
import { useToast } from '#web/shared/ui/toast'
import { useChangeEmail } from '../api/change-email'
import { ApiErrorAlert } from './api-error-alert'

/** SPEC 5: re-authenticate with the password, set the new email; the API sends a verification email. */
export function ChangeEmailForm({
  doneHref,
  currentEmail,
}: {
  doneHref: string
  currentEmail: string | null
}) {
  const { t } = useTranslation('accounts')
  const navigate = useNavigate()
  const toast = useToast()
  const changeEmail = useChangeEmail()
  const { control, handleSubmit } = useForm({
    resolver: formResolver(changeEmailInputSchema),
    mode: 'onTouched',
    defaultValues: { password: '', newEmail: '' },
  })
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((values) =>
        changeEmail.mutate(values, {
          onSuccess: () => {
            toast(t('changeEmail.done'))
            void navigate(doneHref)
          },
        }),
      )}
    >
      <Stack spacing={2}>
        {currentEmail ? (
          <TextField
            label={t('fields.currentEmail')}
            value={currentEmail}
            disabled
            fullWidth
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        ) : null}
        <PasswordField name="password" control={control} label={t('fields.currentPassword')} required />
        <FormTextField
          name="newEmail"
          control={control}
          label={t('fields.newEmail')}
          type="email"
          autoComplete="email"
          required
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
      </Stack>
      <ApiErrorAlert error={changeEmail.error} />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={changeEmail.isPending}
        sx={{ marginBlockStart: 3 }}
      >
        {t('changeEmail.submit')}
      </Button>
    </Box>
  )
}
