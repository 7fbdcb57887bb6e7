import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { nextTask } from './next-task'
import { setFirstScreenSlicing, Slice, sliceMs, startSliceClock } from './slice'

// docs/decisions/0030: a first screen's render given back to the browser between Slices once a task has run long.

afterEach(() => {
  setFirstScreenSlicing(false)
  vi.restoreAllMocks()
  rendered.length = 0
})

/** A clock the test moves: performance.now() answers `now.value`. */
const now = { value: 1000 }
const rendered: string[] = []

function fakeClock() {
  vi.spyOn(performance, 'now').mockImplementation(() => now.value)
}

function Spent({ label, cost }: { label: string; cost: number }) {
  return <p>{spend(label, cost)}</p>
}

/** A part whose render takes `cost` milliseconds of the fake clock. */
function spend(label: string, cost: number) {
  now.value += cost
  rendered.push(label)
  return label
}

describe('Slice', () => {
  it('renders its children at once when slicing is off (the unit tests, any page after the first)', () => {
    render(
      <Slice placeholder={<p>waiting</p>}>
        <p>content</p>
      </Slice>,
    )
    expect(screen.getByText('content')).toBeInTheDocument()
    expect(screen.queryByText('waiting')).toBeNull()
  })

  it('renders at once while the task has time left, then leaves the rest to later tasks, in order', async () => {
    setFirstScreenSlicing(true)
    fakeClock()
    // A fresh task: the clock of any earlier one is cleared.
    await act(nextTask)
    startSliceClock()
    render(
      <div>
        <Slice placeholder={<p>first waiting</p>}>
          <Spent label="first" cost={sliceMs + 1} />
        </Slice>
        <Slice placeholder={<p>second waiting</p>}>
          <Spent label="second" cost={sliceMs + 1} />
        </Slice>
        <Slice placeholder={<p>third waiting</p>}>
          <Spent label="third" cost={1} />
        </Slice>
      </div>,
    )
    // The first had time; its render used the task up, so the others show their placeholders.
    expect(screen.getByText('first')).toBeInTheDocument()
    expect(screen.getByText('second waiting')).toBeInTheDocument()
    expect(screen.getByText('third waiting')).toBeInTheDocument()

    // Each waiting Slice then renders in a task of its own, in the order they were met.
    await act(nextTask)
    expect(screen.getByText('second')).toBeInTheDocument()
    expect(screen.getByText('third')).toBeInTheDocument()
    expect(screen.queryByText(/waiting/)).toBeNull()
    expect(rendered).toEqual(['first', 'second', 'third'])
  })

  it('renders an `alone` Slice in a task of its own even with time left, and at once when slicing is off', async () => {
    setFirstScreenSlicing(true)
    fakeClock()
    await act(nextTask)
    startSliceClock()
    const page = (
      <div>
        <Slice alone placeholder={<p>bar waiting</p>}>
          <Spent label="bar" cost={1} />
        </Slice>
        <Slice placeholder={<p>page waiting</p>}>
          <Spent label="page" cost={1} />
        </Slice>
      </div>
    )
    const { unmount } = render(page)
    expect(screen.getByText('bar waiting')).toBeInTheDocument()
    expect(screen.getByText('page')).toBeInTheDocument()
    await act(nextTask)
    expect(screen.getByText('bar')).toBeInTheDocument()
    unmount()

    setFirstScreenSlicing(false)
    render(page)
    expect(screen.getAllByText('bar')).toHaveLength(1)
    expect(screen.queryByText(/waiting/)).toBeNull()
  })

  it('stops slicing once turned off (the first navigation): what renders next renders whole', async () => {
    setFirstScreenSlicing(true)
    fakeClock()
    await act(nextTask)
    startSliceClock()
    now.value += sliceMs + 1
    setFirstScreenSlicing(false)
    render(
      <Slice placeholder={<p>waiting</p>}>
        <p>content</p>
      </Slice>,
    )
    expect(screen.getByText('content')).toBeInTheDocument()
  })
})
