import { useCallback, useState } from 'react'
import { clearSavedBooking, loadSavedBooking, saveBooking, type NewSavedBooking } from '../lib/wizard'

/**
 * The wizard's saved choice for `userId` (null for a visitor), read on every render: every step writes through
 * `save` and `clear`, which re-render the wizard, so the step indicator and the step checks see a time or a complaint
 * as soon as it is kept.
 */
export function useSavedBooking(userId: string | null) {
  const [, setRevision] = useState(0)
  const saved = loadSavedBooking(localStorage, new Date(), userId)
  const save = useCallback((booking: NewSavedBooking) => {
    saveBooking(localStorage, booking)
    setRevision((r) => r + 1)
  }, [])
  const clear = useCallback(() => {
    clearSavedBooking(localStorage)
    setRevision((r) => r + 1)
  }, [])
  return { saved, save, clear }
}
