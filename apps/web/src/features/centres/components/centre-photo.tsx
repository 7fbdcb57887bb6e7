import type { CentreKind } from '@app/domain/centres/schemas'
import { styled } from '@mui/material/styles'
import BiotechIcon from '@mui/icons-material/Biotech'
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart'
import { useState } from 'react'

const Frame = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.primary.main,
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
}))

/**
 * A centre's photo or logo; the kind's icon when it has none or it cannot be loaded. Decorative: the centre's name
 * is written beside it.
 */
export function CentrePhoto({
  photoUrl,
  kind,
  size = 64,
}: {
  photoUrl: string | null
  kind: CentreKind
  size?: number
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const photo = photoUrl && failed !== photoUrl ? photoUrl : null
  const Icon = kind === 'lab' ? BiotechIcon : MonitorHeartIcon
  return (
    <Frame style={{ width: size, height: size }} aria-hidden>
      {photo ? (
        <img src={photo} alt="" loading="lazy" onError={() => setFailed(photo)} />
      ) : (
        <Icon style={{ fontSize: size / 2 }} />
      )}
    </Frame>
  )
}
