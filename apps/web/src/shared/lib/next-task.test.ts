import { describe, expect, it } from 'vitest'
import { nextTask, postTask } from './next-task'

// issue 8 §5: tasks of their own, in the order asked for, through one MessageChannel.

describe('postTask', () => {
  it('runs each callback in a later task, in the order asked for, and not a cancelled one', async () => {
    const ran: string[] = []
    postTask(() => ran.push('first'))
    const cancel = postTask(() => ran.push('cancelled'))
    postTask(() => {
      ran.push('second')
      // Asked for from a task: after everything asked for before.
      postTask(() => ran.push('fourth'))
    })
    postTask(() => ran.push('third'))
    cancel()
    expect(ran).toEqual([])
    await Promise.resolve()
    // Not a microtask.
    expect(ran).toEqual([])
    await nextTask()
    expect(ran).toEqual(['first', 'second', 'third'])
    await nextTask()
    expect(ran).toEqual(['first', 'second', 'third', 'fourth'])
  })
})
