import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TextField } from './text-field'

describe('TextField (issue 41 §4)', () => {
  it('lets a paragraph someone writes take the direction of what they type (dir="auto")', () => {
    render(<TextField label="الشكوى" multiline defaultValue="I have a headache." />)
    expect(screen.getByRole('textbox', { name: 'الشكوى' })).toHaveAttribute('dir', 'auto')
  })

  it("keeps a caller's own direction, and leaves one-line fields alone", () => {
    render(
      <>
        <TextField label="البريد" multiline slotProps={{ htmlInput: { dir: 'ltr' } }} />
        <TextField label="الاسم" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'البريد' })).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('textbox', { name: 'الاسم' })).not.toHaveAttribute('dir')
  })
})
