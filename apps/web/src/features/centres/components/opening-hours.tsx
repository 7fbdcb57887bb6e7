import type { CentreHoursView } from '@app/domain/centres/schemas'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { cairoWeekday, periodsOf } from '../lib/display'
import { weekDays } from '../lib/hours-form'

/**
 * A centre's week (issue 43 §2), Saturday first as Egypt reads it and as the centre set it, each day's periods on
 * the language's clock ('٩:٠٠ ص' in Arabic-Indic digits, '9:00 AM'), today marked. Times are Egypt's.
 */
export function OpeningHours({ hours }: { hours: CentreHoursView['days'] }) {
  const { t, language } = useCentresTranslation()
  const today = cairoWeekday()
  if (!hours.some((day) => day.ranges.length > 0))
    return <Typography color="textSecondary">{t('details.noHours')}</Typography>
  return (
    <>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 0.75, margin: 0 }}
      >
        {weekDays.map(({ key, weekday }) => {
          const periods = periodsOf(hours, weekday, language)
          const isToday = weekday === today
          return (
            <Box key={key} sx={{ display: 'contents', fontWeight: isToday ? 700 : undefined }}>
              <Typography component="dt" sx={{ fontWeight: 'inherit' }}>
                {t(`hours.dayNames.${key}`)}
                {isToday ? ` (${t('details.today')})` : ''}
              </Typography>
              <Typography
                component="dd"
                sx={{ margin: 0, fontWeight: 'inherit' }}
                color={periods ? 'textPrimary' : 'textSecondary'}
              >
                {periods || t('hours.closed')}
              </Typography>
            </Box>
          )
        })}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ marginBlockStart: 1 }}>
        {t('details.hoursNote')}
      </Typography>
    </>
  )
}
