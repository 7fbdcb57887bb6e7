import { currentPasswordSchema, phoneInputSchema } from '@app/domain/accounts'
import {
  dependentRelations,
  newDependentSchema,
  type MedicalFile,
  type NewDependent,
} from '@app/domain/medical-files'
import { genders } from '@app/domain/profiles'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import { useId, type FormEvent, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { z } from 'zod'
import { useAddDependent, useLinkMedicalFile } from '#web/features/medical-files/api/medical-files'
import { DateOfBirthField } from '#web/features/profiles/components/date-of-birth-field'
import { RadioGroupField } from '#web/features/profiles/components/radio-group-field'
import { SelectField } from '#web/features/profiles/components/select-field'
import { useServerErrors } from '#web/features/profiles/hooks/use-server-errors'
import { formResolver } from '#web/shared/lib/form-resolver'
import { FormTextField } from '#web/shared/ui/form-text-field'
import { PasswordField } from '#web/shared/ui/password-field'
import { PhoneField } from '#web/shared/ui/phone-field'

/** A dialog holding one form: its title names it, Escape and Cancel close it, the submit button shows progress. */
function FormDialog({
  open,
  title,
  hint,
  error,
  submitLabel,
  cancelLabel,
  pending,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean
  title: string
  hint: string
  error: string | null
  submitLabel: string
  cancelLabel: string
  pending: boolean
  onSubmit: (event: FormEvent) => void
  onClose: () => void
  children: ReactNode
}) {
  // Portals leave the page container: carry an English (LTR) scope's direction into the dialog.
  const { direction } = useTheme()
  const titleId = useId()
  return (
    <Dialog dir={direction} open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{hint}</DialogContentText>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" disabled={pending} aria-busy={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}

const emptyDependent = { name: '', gender: undefined, birthday: '', relation: undefined }

/** SPEC 2.8 'open a new file': a family member's file, held by this account (minors allowed). */
export function AddDependentDialog({
  open,
  onClose,
  onAdded,
}: {
  open: boolean
  onClose: () => void
  onAdded: (file: MedicalFile) => void
}) {
  const { t } = useTranslation(['medicalFiles', 'profiles'])
  const add = useAddDependent()
  const { control, handleSubmit, setError, reset } = useForm<NewDependent>({
    resolver: formResolver(newDependentSchema),
    mode: 'onTouched',
    defaultValues: emptyDependent as unknown as NewDependent,
  })
  const server = useServerErrors(setError, Object.keys(newDependentSchema.shape))
  const close = () => {
    reset(emptyDependent as unknown as NewDependent)
    server.clear()
    onClose()
  }
  return (
    <FormDialog
      open={open}
      title={t('add.title')}
      hint={t('add.hint')}
      error={server.message}
      submitLabel={t('add.submit')}
      cancelLabel={t('add.cancel')}
      pending={add.isPending}
      onClose={close}
      onSubmit={handleSubmit((values) =>
        add.mutate(values, {
          onSuccess: (file) => {
            close()
            onAdded(file)
          },
          onError: server.apply,
        }),
      )}
    >
      <FormTextField control={control} name="name" label={t('add.name')} required autoComplete="off" />
      <RadioGroupField
        control={control}
        name="gender"
        legend={t('add.gender')}
        required
        options={genders.map((g) => ({ value: g, label: t(`profiles:genders.${g}`) }))}
      />
      <DateOfBirthField control={control} name="birthday" label={t('add.birthday')} required />
      <SelectField
        control={control}
        name="relation"
        label={t('add.relation')}
        required
        options={dependentRelations.map((r) => ({ value: r, label: t(`relations.${r}`) }))}
      />
    </FormDialog>
  )
}

const linkFormSchema = z.object({ phone: phoneInputSchema, password: currentPasswordSchema })

/** SPEC 2.8: another patient's file, opened with that patient's mobile and password. */
export function LinkFileDialog({
  open,
  onClose,
  onLinked,
}: {
  open: boolean
  onClose: () => void
  onLinked: (file: MedicalFile) => void
}) {
  const { t } = useTranslation('medicalFiles')
  const link = useLinkMedicalFile()
  const { control, handleSubmit, setError, reset } = useForm<
    z.input<typeof linkFormSchema>,
    unknown,
    z.output<typeof linkFormSchema>
  >({
    resolver: formResolver(linkFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: '', password: '' },
  })
  const server = useServerErrors(setError, ['phone', 'password'])
  const close = () => {
    reset()
    server.clear()
    onClose()
  }
  return (
    <FormDialog
      open={open}
      title={t('link.title')}
      hint={t('link.hint')}
      error={server.message}
      submitLabel={t('link.submit')}
      cancelLabel={t('link.cancel')}
      pending={link.isPending}
      onClose={close}
      onSubmit={handleSubmit((values) =>
        link.mutate(values, {
          onSuccess: (file) => {
            close()
            onLinked(file)
          },
          onError: server.apply,
        }),
      )}
    >
      <PhoneField control={control} name="phone" required autoComplete="off" />
      <PasswordField
        control={control}
        name="password"
        label={t('link.password')}
        required
        autoComplete="off"
      />
    </FormDialog>
  )
}
