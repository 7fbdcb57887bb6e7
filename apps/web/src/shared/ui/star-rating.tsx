import StarIcon from '@mui/icons-material/Star'
import StarBorderIcon from '@mui/icons-material/StarBorder'
import Box from '@mui/material/Box'
import { useState } from 'react'
import { visuallyHidden } from './password-checklist'

/**
 * A 1–`max` star choice made of native radio buttons (issue 41 §4). Each star is a label whose radio lies over the
 * whole star (transparent), so a tap or a click lands on the radio itself and the browser checks it; the arrow keys
 * move between stars as in any radio group (right-to-left included). Nothing is set while the click is dispatched:
 * MUI's Rating cleared its value on the radio's click and, rendered by Preact between the click and the browser's
 * change event, unchecked the radio before the change could fire — a pointer never set a star. Hovering a star lights
 * it and those before it; the checked one stays lit otherwise. Put it in a fieldset whose legend names the question.
 */
export function StarRating({
  name,
  value,
  onChange,
  labelOf,
  max = 5,
  fontSize = '2.75rem',
}: {
  name: string
  value: number | null
  onChange: (value: number) => void
  /** The accessible name of the star worth `count` (for example "4 stars"). */
  labelOf: (count: number) => string
  max?: number
  fontSize?: string
}) {
  const [hovered, setHovered] = useState<number | null>(null)
  const lit = hovered ?? value ?? 0
  return (
    <Box
      sx={{ display: 'inline-flex', gap: 0.25, color: 'warning.dark', fontSize }}
      onMouseLeave={() => setHovered(null)}
    >
      {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
        <Box
          component="label"
          key={count}
          onMouseEnter={() => setHovered(count)}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            cursor: 'pointer',
            borderRadius: 1,
            WebkitTapHighlightColor: 'transparent',
            // A visible ring on the star that holds the keyboard focus.
            '& input:focus-visible + svg': {
              outline: '3px solid',
              outlineColor: 'primary.main',
              outlineOffset: 2,
              borderRadius: 1,
            },
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {labelOf(count)}
          </Box>
          <Box
            component="input"
            type="radio"
            name={name}
            value={count}
            checked={value === count}
            onChange={() => onChange(count)}
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              margin: 0,
              opacity: 0,
              cursor: 'pointer',
              zIndex: 1,
            }}
          />
          {count <= lit ? (
            <StarIcon fontSize="inherit" aria-hidden />
          ) : (
            <StarBorderIcon fontSize="inherit" aria-hidden />
          )}
        </Box>
      ))}
    </Box>
  )
}
