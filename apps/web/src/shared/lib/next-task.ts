/**
 * Tasks of their own, in the order asked for, through one MessageChannel instead of a timer each (issue 8 §5,
 * docs/decisions/0012). Start-up work is split into tasks of a few milliseconds each instead of one: the total is
 * the same, but a slow phone's main thread is never held long (Lighthouse counts every task's time past 50 ms as
 * blocking), and the browser may paint and answer input in between. A timer did the same, but every `setTimeout`
 * and `clearTimeout` costs far more than a message while Chromium's performance trace records it (its stack is
 * captured: 0.17 ms each at a render's depth on this machine, four times a message's), and that trace is what
 * Lighthouse measures. Messages are not clamped to 4 ms either, as nested timers are.
 */
const queue: { run: (() => void) | null }[] = []
let channel: MessageChannel | undefined

function runNext() {
  queue.shift()?.run?.()
}

/** Runs `callback` in a task of its own, after those asked for before it. Returns a function that cancels it. */
export function postTask(callback: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(callback, 0)
    return () => clearTimeout(timer)
  }
  if (!channel) {
    channel = new MessageChannel()
    channel.port1.onmessage = runNext
    // Node's ports (the unit tests) would keep the process alive; a browser's have no unref.
    ;(channel.port1 as { unref?: () => void }).unref?.()
  }
  const entry: { run: (() => void) | null } = { run: callback }
  queue.push(entry)
  channel.port2.postMessage(null)
  return () => {
    entry.run = null
  }
}

/** A separate task: the browser may paint and answer input before it. */
export const nextTask = () => new Promise<void>((resolve) => postTask(resolve))
