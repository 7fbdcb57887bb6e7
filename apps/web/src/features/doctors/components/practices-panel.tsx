import {
  practiceCompletenessKeys,
  practiceKinds,
  type DoctorEditor,
  type PracticeKind,
} from '@app/domain/doctors'
import { completenessLabel } from '@app/domain/accounts'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'

/**
 * SPEC 2.8 practices activation: video, clinic and home, each active or not with its completeness (start, finish,
 * edit), and a way to open the others. At least one must be active before the profile goes to the admin.
 */
export function PracticesPanel({
  editor,
  current,
  currentActive,
  hrefOf,
}: {
  editor: DoctorEditor
  current: PracticeKind
  /** The current page's switch as it is now, before it is saved. */
  currentActive: boolean
  hrefOf: (kind: PracticeKind) => string
}) {
  const { t } = useDoctorsTranslation()
  const { t: tFrame } = useTranslation('frame')
  const menuLabel = {
    video: tFrame('menu.practiceVideo'),
    clinic: tFrame('menu.practiceClinic'),
    home: tFrame('menu.practiceHome'),
  } satisfies Record<PracticeKind, string>
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" color="textSecondary">
        {t('editor.activation.intro')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 1 }}>
        {practiceKinds.map((kind) => {
          const active = kind === current ? currentActive : editor.practices[kind].active
          const level = editor.regCompleteness[practiceCompletenessKeys[kind]]
          return (
            <Box
              component="li"
              key={kind}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                flexWrap: 'wrap',
                padding: 1,
                border: 1,
                borderColor: kind === current ? 'primary.main' : 'divider',
                borderRadius: 1,
              }}
            >
              {active ? (
                <CheckCircleIcon color="success" aria-hidden />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" aria-hidden />
              )}
              <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{menuLabel[kind]}</Typography>
              <Chip
                size="small"
                color={active ? 'success' : 'default'}
                label={active ? t('editor.activation.active') : t('editor.activation.inactive')}
              />
              <Chip
                size="small"
                variant="outlined"
                label={tFrame(`completeness.${completenessLabel(level)}`)}
              />
              {kind === current ? (
                <Typography variant="body2" color="primary" sx={{ minWidth: 80, textAlign: 'center' }}>
                  {t('editor.activation.current')}
                </Typography>
              ) : (
                <Button
                  component={RouterLink}
                  to={hrefOf(kind)}
                  size="small"
                  aria-label={`${t('editor.activation.open')}: ${menuLabel[kind]}`}
                  sx={{ minWidth: 80 }}
                >
                  {t('editor.activation.open')}
                </Button>
              )}
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
