import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useTranslation } from '#web/shared/hooks/use-translation'

/**
 * After the start tab the doctor is told plainly that the video practice comes next. Until it is complete the
 * SPEC 4 guard keeps them off /profile, so reviewing the start details happens here (`onReview`).
 */
export function DoctorNextStep({
  videoPracticePath,
  onReview,
}: {
  videoPracticePath: string
  onReview: () => void
}) {
  const { t } = useTranslation('profiles')
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CheckCircleOutlinedIcon color="success" fontSize="large" aria-hidden />
        <div>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600 }}>
            {t('doctor.nextTitle')}
          </Typography>
          <Typography color="textSecondary" sx={{ marginBlockStart: 1 }}>
            {t('doctor.nextBody')}
          </Typography>
        </div>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onReview}>{t('doctor.editStart')}</Button>
        <Button component={RouterLink} to={videoPracticePath} variant="contained">
          {t('doctor.nextAction')}
        </Button>
      </CardActions>
    </Card>
  )
}
