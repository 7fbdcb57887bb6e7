import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

export interface SpecialtyChoice {
  id: number
  label: string
  /** Active video doctors (SPEC 3.2 activeDrsCount). */
  doctors: number
}

/** /specialists: the specialties to choose from (SPEC 2.5 step 0), each with how many doctors it has. */
export function SpecialtyPicker({
  specialties,
  hrefOf,
}: {
  specialties: SpecialtyChoice[]
  hrefOf: (specialtyId: number) => string
}) {
  const { t } = useDoctorsTranslation()
  return (
    <Box
      component="ul"
      aria-label={t('specialists.pick')}
      sx={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {specialties.map((specialty) => (
        <li key={specialty.id}>
          <Card
            variant="outlined"
            component={RouterLink}
            to={hrefOf(specialty.id)}
            sx={{
              height: '100%',
              display: 'block',
              textDecoration: 'none',
              color: 'inherit',
              '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            <CardContent>
              <Typography component="h2" sx={{ fontWeight: 600 }}>
                {specialty.label}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t('specialists.doctorsCount', { count: specialty.doctors })}
              </Typography>
            </CardContent>
          </Card>
        </li>
      ))}
    </Box>
  )
}
