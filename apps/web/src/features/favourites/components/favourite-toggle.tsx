import IconButton from '@mui/material/IconButton'
import FavoriteIcon from '@mui/icons-material/FavoriteRounded'
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder'
import { useState } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useErrorMessage } from '#web/shared/hooks/use-error-message'
import { useToast } from '#web/shared/ui/toast'
import { useToggleFavourite } from '../api/toggle-favourite'

/**
 * The heart of a doctor card or page (SPEC 2.8; SPEC 6: the button is only for patients, so the page renders it
 * only for them). Its name says what pressing it does: 'Add to favourites' or 'Remove from favourites'.
 */
export function FavouriteToggle({ doctorId, isFavourite }: { doctorId: string; isFavourite: boolean }) {
  const { t } = useTranslation('doctors')
  const toast = useToast()
  const errorMessage = useErrorMessage()
  const toggle = useToggleFavourite()
  // Shown at once; the lists refetch behind it.
  const [optimistic, setOptimistic] = useState<boolean | null>(null)
  const favourite = optimistic ?? isFavourite

  const onClick = () => {
    const next = !favourite
    setOptimistic(next)
    toggle.mutate(
      { doctorId, favourite: next },
      {
        onSuccess: () => toast(t(next ? 'favourites.added' : 'favourites.removed')),
        onError: (error) => toast(errorMessage(error), 'error'),
        onSettled: () => setOptimistic(null),
      },
    )
  }

  return (
    <IconButton
      onClick={onClick}
      disabled={toggle.isPending}
      aria-label={t(favourite ? 'favourites.remove' : 'favourites.add')}
      sx={{ color: favourite ? 'error.main' : 'text.secondary', marginBlockStart: -1 }}
    >
      {favourite ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  )
}
