import { addCalendarDays } from '@app/domain/schedules'
import { cairoDate, constants } from '@app/domain/shared'
import type { PracticeKind } from '@app/domain/doctors'
import { waitingListMaxRangeDays } from '@app/domain/waiting-list/rules'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive'
import { useState } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { FormDialog } from '#web/shared/ui/form-dialog'
import { useToast } from '#web/shared/ui/toast'
import { useJoinWaitingList } from '../api/waiting-list'
import { useWaitingListTranslation } from '../hooks/use-waiting-list-translation'

/**
 * Issue 45 §3 `joinWaitingList`, at booking step 3: "tell me when an earlier time frees up" with this doctor and
 * practice, between two Cairo dates (from today, at most 60 days). Its own chunk, loaded by the step.
 */
export default function JoinWaitingList({
  doctorId,
  practice,
  name,
  medicalFileId,
}: {
  doctorId: string
  practice: PracticeKind
  name: string
  medicalFileId?: string | undefined
}) {
  const { t } = useWaitingListTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveIcon />} onClick={() => setOpen(true)}>
        {t('waitingList.join')}
      </Button>
      {open ? (
        <JoinDialog
          doctorId={doctorId}
          practice={practice}
          name={name}
          medicalFileId={medicalFileId}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  )
}

function JoinDialog({
  doctorId,
  practice,
  name,
  medicalFileId,
  onClose,
}: {
  doctorId: string
  practice: PracticeKind
  name: string
  medicalFileId?: string | undefined
  onClose: () => void
}) {
  const { t } = useWaitingListTranslation()
  const errorMessage = useErrorMessage()
  const toast = useToast()
  const join = useJoinWaitingList()
  const today = cairoDate(new Date())
  const [fromDate, setFromDate] = useState(today)
  const [toDate, setToDate] = useState(addCalendarDays(today, 13))
  const issues = join.error instanceof ApiError ? join.error.issues : []
  // The API names the field and its text's key (bookings:waitingList.*, or validation:* for a malformed date).
  const issueOf = (path: string) => {
    const code = issues.find((i) => i.path === path)?.code
    return code ? t(code as never, { waitingListMaxRangeDays: waitingListMaxRangeDays }) : undefined
  }
  const fieldError = issueOf('fromDate') ?? issueOf('toDate')
  const close = () => {
    if (join.isPending) return
    onClose()
  }
  return (
    <FormDialog
      title={t('waitingList.joinTitle', { name })}
      error={join.isError && !fieldError ? errorMessage(join.error) : null}
      cancelLabel={t('waitingList.joinCancel')}
      submitLabel={t('waitingList.joinSubmit')}
      canSubmit={!join.isPending && fromDate !== '' && toDate !== ''}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault()
        join.mutate(
          { doctorId, practice, fromDate, toDate, ...(medicalFileId ? { medicalFileId } : {}) },
          {
            onSuccess: () => {
              toast(t('waitingList.joined', { name }))
              onClose()
            },
          },
        )
      }}
    >
      <Typography color="textSecondary">
        {t('waitingList.joinBody', { waitingListOfferMinutes: constants.waitingListOfferMinutes })}
      </Typography>
      <TextField
        type="date"
        name="fromDate"
        label={t('waitingList.from')}
        value={fromDate}
        onChange={(event) => setFromDate(event.target.value)}
        error={issueOf('fromDate') !== undefined}
        helperText={issueOf('fromDate')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
      />
      <TextField
        type="date"
        name="toDate"
        label={t('waitingList.to')}
        value={toDate}
        onChange={(event) => setToDate(event.target.value)}
        error={issueOf('toDate') !== undefined}
        helperText={issueOf('toDate')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: {
            min: fromDate || today,
            max: addCalendarDays(fromDate || today, waitingListMaxRangeDays - 1),
          },
        }}
      />
    </FormDialog>
  )
}
