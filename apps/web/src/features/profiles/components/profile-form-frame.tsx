import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { FormEventHandler, ReactNode } from 'react'
import type { Blocker } from 'react-router'
import { useProfilesTranslation } from '../hooks/use-profiles-translation'
import { FormActions } from './form-actions'
import { LeaveConfirmDialog } from './leave-confirm-dialog'

/**
 * What every role's profile form shares: the form element, the required-fields note (after the role's own note),
 * the sections, the server's refusal with the submit button, and the leave-with-unsaved-changes dialog.
 */
export function ProfileFormFrame({
  onSubmit,
  mode,
  submitting,
  serverError,
  onCancel,
  blocker,
  note,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>
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
  return (
    <>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <Stack spacing={4}>
          {note}
          <Typography variant="body2" color="text.secondary">
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
