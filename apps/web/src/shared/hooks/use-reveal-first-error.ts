import { useEffect, useRef } from 'react'
import { useFormState, type Control, type FieldValues } from 'react-hook-form'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { revealFirstError } from '#web/shared/lib/reveal-first-error'
import { useToast } from '#web/shared/ui/toast'

/**
 * After each submit that leaves errors (the form's own checks or the server's), the first invalid field is brought
 * into view, focused and named in a notice (issue 7 §3). Give the returned ref to the form element, and turn off
 * react-hook-form's own `shouldFocusError`, which focuses in registration order and may leave the field under a bar.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's control; only its state is read
export function useRevealFirstError<T extends FieldValues>(control: Control<T, any, any>) {
  const { submitCount, errors } = useFormState({ control })
  const ref = useRef<HTMLFormElement>(null)
  const handled = useRef(submitCount)
  const toast = useToast()
  const { t } = useTranslation('common')
  const hasErrors = Object.keys(errors).length > 0
  useEffect(() => {
    if (submitCount === handled.current) return
    handled.current = submitCount
    if (!hasErrors) return
    const found = revealFirstError(ref.current)
    if (!found?.field) return
    toast(found.message ? t('form.fixField', found) : t('form.checkField', { field: found.field }), 'error')
  }, [submitCount, hasErrors, toast, t])
  return ref
}
