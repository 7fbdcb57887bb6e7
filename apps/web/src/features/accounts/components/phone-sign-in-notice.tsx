import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { ConfirmDialog } from '#web/shared/ui/confirm-dialog'
import { rememberPhoneSignInNotice } from '../lib/phone-sign-in-notice'

/**
 * SPEC 2.8: the popup announcing that the mobile number and a password replace the email for signing in. One
 * button; Escape and the backdrop close it too, and however it closes the device remembers it was seen. Loaded on
 * its own (sign-in-form.tsx), after the sign-in page is on screen.
 */
export default function PhoneSignInNotice() {
  // Its texts are the sign-in page's own (accounts), already loaded with it.
  const { t } = useTranslation('accounts')
  const [open, setOpen] = useState(true)
  const close = () => {
    rememberPhoneSignInNotice()
    setOpen(false)
  }
  return (
    <ConfirmDialog
      open={open}
      title={t('phoneSignInNotice.title')}
      message={t('phoneSignInNotice.body')}
      confirmLabel={t('phoneSignInNotice.ok')}
      onConfirm={close}
      onCancel={close}
    />
  )
}
