/**
 * A separate task: the browser may paint and answer input in between. Start-up work is split into tasks of a few
 * milliseconds each instead of one: the total is the same, but a slow phone's main thread is never held long
 * (issue 8 §5, docs/decisions/0012: Lighthouse counts every task's time past 50 ms as blocking).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
