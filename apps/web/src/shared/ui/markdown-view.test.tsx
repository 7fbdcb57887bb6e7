import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarkdownView } from './markdown-view'

describe('MarkdownView (issue 10 §2)', () => {
  it('renders headings, bold, lists and safe links', () => {
    const { container } = render(
      <MarkdownView source={'# Fees\n\nCheck the **health record**.\n\n- one\n- two\n\n[Help](/help)'} />,
    )
    expect(screen.getByRole('heading', { name: 'Fees' })).toBeInTheDocument()
    expect(container.querySelector('strong')?.textContent).toBe('health record')
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help')
  })

  it('never makes markup or a script link from a text: it shows them as text', () => {
    const { container } = render(
      <MarkdownView
        source={'<script>alert(1)</script> <img src=x onerror=alert(1)> [x](javascript:alert(1))'}
      />,
    )
    expect(container.querySelector('script, img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toContain('<script>alert(1)</script>')
  })
})
