import Avatar from '@mui/material/Avatar'
import { initialsOf } from '../lib/display'

/** The doctor's photo, or the initials of the name when there is none. */
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
  return (
    <Avatar
      src={photoUrl ?? undefined}
      alt={photoUrl ? alt : undefined}
      aria-hidden={photoUrl ? undefined : true}
      sx={{ width: size, height: size, fontSize: size / 2.6, bgcolor: 'primary.main', flexShrink: 0 }}
    >
      {initialsOf(name)}
    </Avatar>
  )
}
