import { styled } from '@mui/material/styles'
import { useState } from 'react'
import { initialsOf } from '../lib/display'

// MUI's Avatar, as one plain element: a list shows one per card (docs/decisions/0030).
const Circle = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  userSelect: 'none',
  lineHeight: 1,
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.background.default,
  backgroundColor: theme.palette.primary.main,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}))

/** The doctor's photo, or the initials of the name when there is none or it cannot be loaded. */
export function DoctorAvatar({
  name,
  photoUrl,
  alt,
  size = 64,
}: {
  name: string
  photoUrl: string | null
  alt: string
  size?: number
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const photo = photoUrl && failed !== photoUrl ? photoUrl : null
  return (
    <Circle
      aria-hidden={photo ? undefined : true}
      style={{ width: size, height: size, fontSize: size / 2.6 }}
    >
      {photo ? <img src={photo} alt={alt} onError={() => setFailed(photo)} /> : initialsOf(name)}
    </Circle>
  )
}
