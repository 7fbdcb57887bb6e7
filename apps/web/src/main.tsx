/**
 * The entry: the static shell of index.html (with the page's heading, which the server prerenders on public pages)
 * is painted before any of the app's code runs. Evaluating the app's modules blocks a slow phone's main thread for a
 * few hundred milliseconds, and on a fast network it could begin before the first paint and hold it back, heading
 * and all (issue 8 §5, docs/decisions/0012). So the app starts after the next frame, or after 100 ms where no frame comes
 * (a tab in the background). The libraries are imported beside it, so they are usually evaluated in a task before
 * the app's own modules (app/libraries.ts).
 */
import { storedLanguage } from '#web/shared/lib/stored-language'

let started = false
function start() {
  if (started) return
  started = true
  // The app's texts read the stored language as their module is evaluated. A page's first read of localStorage opens
  // the site's storage, 1.5–17 ms of this machine's main thread in a fresh browser: here, in a task of its own, not in
  // the modules' (issue 8 §5).
  storedLanguage()
  void import('#web/app/libraries')
  void import('#web/app/start')
}
requestAnimationFrame(() => setTimeout(start, 0))
setTimeout(start, 100)
