/**
 * A page's first Intl number or date formatter loads ICU's data: 24–104 ms of this machine's main thread in one task,
 * whichever formatter it is, four times that on Lighthouse's phone (issue 8 §5). ICU's data is the page's, not a
 * thread's: loaded once by a worker, on the other core, the main thread's formatters are then made in 0.1–3.4 ms
 * (measured in Chromium, docs/decisions/0012). Where workers are missing, the formatters load it when first made, as
 * before.
 */
export function warmIntlOffThread(language: 'ar' | 'en'): void {
  if (typeof Worker === 'undefined') return
  let done = () => {}
  warming = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, warmingWaitMs)
    done = () => {
      clearTimeout(timer)
      resolve()
    }
  })
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warmup',
    })
    worker.addEventListener('message', done)
    worker.addEventListener('error', done)
    worker.postMessage(language)
  } catch {
    // A worker refused (a policy, an old browser): the formatters load ICU's data when first made.
    done()
  }
}

/** How long a page waits for the worker at most: a worker that never answers costs the page this, once. */
const warmingWaitMs = 1500

let warming: Promise<void> = Promise.resolve()

/**
 * Settles once the worker has loaded ICU's data (or could not, or took too long), at once if none was started. The
 * first page of a visit waits for it beside its code (app/router.tsx): the worker's script is one request among the
 * page's forty, and when it came late the page made its first formatter itself, loading ICU's data in the middle of
 * its render: a task of 40 ms of this machine's main thread (issue 8 §5, docs/decisions/0012).
 */
export function intlWarmed(): Promise<void> {
  return warming
}
