/**
 * A page's first Intl number or date formatter loads ICU's data: 24–104 ms of this machine's main thread in one task,
 * whichever formatter it is, four times that on Lighthouse's phone (issue 8 §5). ICU's data is the page's, not a
 * thread's: loaded once by a worker, on the other core, the main thread's formatters are then made in 0.1–3.4 ms
 * (measured in Chromium, docs/decisions/0012). Where workers are missing, the formatters load it when first made, as
 * before.
 */
export function warmIntlOffThread(language: 'ar' | 'en'): void {
  if (typeof Worker === 'undefined') return
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warmup',
    })
    worker.postMessage(language)
  } catch {
    // A worker refused (a policy, an old browser): the formatters load ICU's data when first made.
  }
}
