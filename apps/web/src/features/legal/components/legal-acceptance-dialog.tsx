import type { AcceptedLegalKey, PendingLegal } from '@app/domain/legal'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import { useTheme } from '@mui/material/styles'
import { useId } from 'react'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { visuallyHidden } from '#web/shared/ui/password-checklist'
import { useToast } from '#web/shared/ui/toast'
import { useAcceptLegal, usePendingLegal } from '../api/legal'

/**
 * Issue 45 §1: once an admin publishes a new version of the terms of use or the privacy policy (for a doctor who
 * accepted them, of the doctor terms or the doctors agreement), the signed-in person is asked, once, to accept it.
 * The dialog blocks the app until they accept (Escape and the backdrop do not close it) or sign out; each text links
 * to its page in a new tab, so the question stays. Nothing is shown while nothing is pending, or if the question
 * cannot be read (the app goes on).
 */
export function LegalAcceptanceDialog({
  userId,
  hrefOf,
  onSignOut,
}: {
  /** The signed-in person (null: nobody, nothing asked). */
  userId: string | null
  hrefOf: (key: AcceptedLegalKey) => string
  onSignOut: () => void
}) {
  const pending = usePendingLegal(userId)
  const items = pending.data?.items ?? []
  // The texts of the dialog load only once there is something to ask.
  return userId && items.length > 0 ? (
    <AcceptanceDialog
      userId={userId}
      items={items}
      hrefOf={hrefOf}
      onSignOut={onSignOut}
      onRefused={() => void pending.refetch()}
    />
  ) : null
}

function AcceptanceDialog({
  userId,
  items,
  hrefOf,
  onSignOut,
  onRefused,
}: {
  userId: string
  items: PendingLegal['items']
  hrefOf: (key: AcceptedLegalKey) => string
  onSignOut: () => void
  onRefused: () => void
}) {
  const { t } = useTranslation('legal')
  const { direction } = useTheme()
  const titleId = useId()
  const introId = useId()
  const accept = useAcceptLegal(userId)
  const toast = useToast()
  const errorMessage = useErrorMessage()
  return (
    <Dialog
      dir={direction}
      open
      // Blocking: Escape and the backdrop do nothing; only accepting or signing out ends it.
      onClose={() => undefined}
      aria-labelledby={titleId}
      aria-describedby={introId}
    >
      <DialogTitle id={titleId}>{t('acceptance.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={introId}>{t('acceptance.intro')}</DialogContentText>
        <ul>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={hrefOf(item.key)} target="_blank" rel="noopener">
                {t('acceptance.item', { title: t(`titles.${item.key}`), version: item.version })}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {t('acceptance.opensInNewTab')}
                </Box>
              </Link>
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onSignOut}>{t('acceptance.signOut')}</Button>
        <Button
          variant="contained"
          disabled={accept.isPending}
          onClick={() =>
            accept.mutate(
              { items },
              {
                onError: (error) => {
                  toast(t('acceptance.failed', { message: errorMessage(error) }), 'error')
                  // A newer version came meanwhile: ask again with it.
                  onRefused()
                },
              },
            )
          }
        >
          {accept.isPending ? t('acceptance.accepting') : t('acceptance.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

// The frame loads it lazily, for a signed-in person only (default export).
export default LegalAcceptanceDialog
