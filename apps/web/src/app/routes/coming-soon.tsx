import ConstructionIcon from '@mui/icons-material/Construction'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'
import { href } from '#web/app/paths'

/** The placeholder of SPEC 2.1, also shown by every route whose feature is not built yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation('common')
  return (
    <Box sx={{ textAlign: 'center', paddingBlock: 8, paddingInline: 2 }}>
      <ConstructionIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ marginBlock: 2, fontWeight: 700 }}>
        {t('comingSoon.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ marginBlockEnd: 3 }}>
        {t('comingSoon.body')}
      </Typography>
      <Button component={Link} to={href('home')} variant="contained">
        {t('comingSoon.backHome')}
      </Button>
    </Box>
  )
}
