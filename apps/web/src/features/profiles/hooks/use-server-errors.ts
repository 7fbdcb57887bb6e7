import { useState } from 'react'
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'

/**
 * Puts the API's `issues` ({ path: 'addresses.0.region', code: 'validation:…' }) on the form's own fields and keeps
 * one sentence for the alert above the form: the error code's text, plus any issue no field shows.
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly string[],
) {
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const [message, setMessage] = useState<string | null>(null)

  const apply = (error: unknown) => {
    const unplaced: string[] = []
    if (error instanceof ApiError) {
      let first = true
      for (const issue of error.issues) {
        const root = issue.path.split('.')[0] ?? ''
        if (fields.includes(root)) {
          setError(issue.path as Path<T>, { type: 'server', message: issue.code }, { shouldFocus: first })
          first = false
        } else {
          unplaced.push(fieldMessage(issue.code) ?? issue.code)
        }
      }
    }
    setMessage([errorMessage(error), ...unplaced].join(' '))
  }

  return { message, apply, clear: () => setMessage(null) }
}
