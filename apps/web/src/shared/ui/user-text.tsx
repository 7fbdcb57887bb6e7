import Box from '@mui/material/Box'
import type { ReactNode } from 'react'

/**
 * Text a person wrote (a complaint, a doctor's note, a chat message, a review), shown in its own direction: an English
 * sentence in an Arabic page reads left to right with its full stop on the right, an Arabic one right to left
 * (issue 41 §4). A block, so it also aligns as its language does.
 */
export function UserText({ children }: { children: ReactNode }) {
  return (
    <Box component="span" dir="auto" sx={{ display: 'block' }}>
      {children}
    </Box>
  )
}
