import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Stack from '@mui/material/Stack'
import { StarRating } from '#web/shared/ui/star-rating'
import { TextField } from '#web/shared/ui/text-field'
import Typography from '@mui/material/Typography'
import { useId, useState, type FormEvent } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useErrorMessage, useFieldMessage } from '#web/shared/hooks/use-error-message'
import { ApiError } from '#web/shared/lib/api-client'
import { useToast } from '#web/shared/ui/toast'
import { useRateConsult } from '../api/rating'
import { useConsultsTranslation } from './use-consults-translation'

const commentMax = 500

/**
 * Rating a consult, once (SPEC 4): 1–5 stars as a radio group (a tap, a click or the arrow keys) and an optional
 * comment. A consult already rated answers CONSULT_ALREADY_RATED ("You've already rated this Consultation", SPEC 8),
 * which is said and then leads on, like a rating that went through. 'Later' skips to the summary.
 */
export function RatingForm({
  bookingId,
  doctor,
  laterHref,
  onDone,
}: {
  bookingId: string
  doctor: string
  laterHref: string
  onDone: () => void
}) {
  const { t } = useConsultsTranslation()
  const errorMessage = useErrorMessage()
  const fieldMessage = useFieldMessage()
  const toast = useToast()
  const rate = useRateConsult(bookingId)
  const [stars, setStars] = useState<number | null>(null)
  const [comment, setComment] = useState('')
  const [starsError, setStarsError] = useState(false)
  const legendId = useId()
  const starsHelpId = useId()

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stars) {
      setStarsError(true)
      return
    }
    try {
      await rate.mutateAsync({ stars, comment })
      toast(t('rating.thanks'))
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CONSULT_ALREADY_RATED') {
        toast(errorMessage(error), 'info')
        onDone()
      }
    }
  }

  const failed =
    rate.isError && !(rate.error instanceof ApiError && rate.error.code === 'CONSULT_ALREADY_RATED')
  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack spacing={3}>
        <Typography>{t('rating.question', { doctor })}</Typography>
        <FormControl component="fieldset" error={starsError} aria-describedby={starsHelpId}>
          <FormLabel component="legend" id={legendId} sx={{ fontWeight: 700, color: 'text.primary', mb: 1 }}>
            {t('rating.stars')}
          </FormLabel>
          <StarRating
            name="stars"
            value={stars}
            onChange={(value) => {
              setStars(value)
              setStarsError(false)
            }}
            labelOf={(count) => t('rating.starLabel', { count })}
          />
          <FormHelperText id={starsHelpId}>
            {starsError
              ? fieldMessage('validation:rating.stars')
              : stars
                ? t('rating.starLabel', { count: stars })
                : ' '}
          </FormHelperText>
        </FormControl>
        <TextField
          label={t('rating.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, commentMax))}
          multiline
          minRows={3}
          fullWidth
          helperText={t('rating.commentHelp', { count: commentMax - comment.length })}
        />
        {failed ? <Alert severity="error">{errorMessage(rate.error)}</Alert> : null}
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" loading={rate.isPending}>
            {t('rating.submit')}
          </Button>
          <Button component={RouterLink} to={laterHref}>
            {t('rating.later')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}
