import Avatar from '@mui/material/Avatar'

/** The signed-in person's photo (or initial) in the top bar; loaded only once someone is signed in. */
export default function ProfileAvatar({ photoUrl, name }: { photoUrl: string | null; name: string | null }) {
  return (
    <Avatar src={photoUrl ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.dark' }}>
      {name?.trim().charAt(0) || undefined}
    </Avatar>
  )
}
