import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A form's resolver whose schemas (and zod with them) load with the first validation that reads a value, not with the
 * page (issue 8 §5): sign-in is an entry route, and a visitor who only looks at it downloads no schema library.
 * `preload` starts the loading early, from the first focus or touch of the form, so it is usually there before the
 * first keystroke has been validated.
 *
 * For forms that cannot be valid empty (every field required): until the schemas are there, a form whose every value
 * is still empty answers "not valid" without naming a field, which keeps submit disabled and shows no message, as the
 * schemas would on an untouched form. Any value at all waits for the schemas and their real answer.
 */
export function formResolverOnDemand<TValues extends FieldValues, TContext = unknown, TOutput = TValues>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): { resolver: Resolver<TValues, TContext, TOutput>; preload: () => void } {
  let loaded: Resolver<TValues, TContext, TOutput> | undefined
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined
  const start = () =>
    (loading ??= load().then(
      (resolver) => (loaded = resolver),
      (error: unknown) => {
        // A failed download is tried again by the next validation.
        loading = undefined
        throw error
      },
    ))
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) => {
    if (!loaded && Object.values(values).every((value) => value === '' || value === undefined))
      return { values: {}, errors: { '': { type: 'required', message: '' } } } as never
    return (loaded ?? (await start()))(values, context, options)
  }
  return { resolver, preload: () => void start().catch(() => undefined) }
}
