import type { CSSProperties } from 'react'

/**
 * A shape standing in for content while it loads, in MUI Skeleton's look (text lines, rounded blocks, circles that
 * pulse). A plain element whose styles are the static shell's (`.skeleton` in index.html): painted before any
 * script runs and made by no JavaScript, where MUI's styled Skeleton worked out and hashed its styles on every render
 * of each of the twenty a search's first screen shows (issue 8 §5, docs/decisions/0030). Hidden from assistive
 * technology: what is loading says so once, on its `role="status"` container.
 */
export function Skeleton({
  variant = 'text',
  width,
  height,
  fontSize,
  style,
}: {
  /** A line of text (its height from the font size), a block with rounded corners, or a circle. */
  variant?: 'text' | 'rounded' | 'circular'
  width?: number | string
  height?: number | string
  /** A text line's size, as the text it stands for: '2rem' for a page's heading. */
  fontSize?: string
  /** Where it sits among its neighbours (margins); its look is the class's. */
  style?: CSSProperties
}) {
  return (
    <span
      className={`skeleton skeleton-${variant}`}
      style={{ width, height, fontSize, ...style }}
      aria-hidden="true"
    />
  )
}
