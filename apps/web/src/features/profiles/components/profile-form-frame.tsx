import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'
import type { Control, FieldValues } from 'react-hook-form'
import type { Blocker } from '#web/shared/lib/navigation'
import { useRevealFirstError } from '#web/shared/hooks/use-reveal-first-error'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { FormActions } from './form-actions'
import { LeaveConfirmDialog } from './leave-confirm-dialog'

/**
 * What every role's profile form shares: the form element, the required-fields note (after the role's own note),
 * the sections, the server's refusal with the submit button, and the leave-with-unsaved-changes dialog.
 */
export function ProfileFormFrame<T extends FieldValues>({
  onSubmit,
  control,
  mode,
  submitting,
  serverError,
  onCancel,
  blocker,
  note,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** The form's control: a submit with errors brings the first one into view and names it (issue 7 §3). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's control
  control: Control<T, any, any>
  mode: 'create' | 'edit'
  submitting: boolean
  serverError: string | null
  onCancel?: () => void
  blocker: Blocker
  /** Shown first (the doctor's "enter in Arabic"). */
  note?: ReactNode
  children: ReactNode
}) {
  const { t } = useProfilesTranslation()
  const formRef = useRevealFirstError(control)
  return (
    <>
      <Box component="form" ref={formRef} noValidate onSubmit={onSubmit}>
        <Stack spacing={4}>
          {note}
          <Typography variant="body2" color="textSecondary">
            {t('form.requiredNote')}
          </Typography>
          {children}
          <FormActions mode={mode} submitting={submitting} serverError={serverError} onCancel={onCancel} />
        </Stack>
      </Box>
      <LeaveConfirmDialog blocker={blocker} />
    </>
  )
}
