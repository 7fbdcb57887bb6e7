import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'

export interface AdminShortcut {
  key: 'doctors' | 'patients' | 'leads'
  href: string
}

/** The admin home has nothing of its own yet: a clear empty state pointing at the manage pages. */
export function AdminHome({ shortcuts }: { shortcuts: AdminShortcut[] }) {
  const { t } = useTranslation('home')
  return (
    <Box sx={{ maxWidth: 720, marginInline: 'auto', paddingBlock: 8, paddingInline: 2, textAlign: 'center' }}>
      <AdminPanelSettingsIcon color="primary" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, marginBlock: 2 }}>
        {t('admin.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>
        {t('admin.empty')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
        {shortcuts.map((s) => (
          <Button key={s.key} component={Link} to={s.href} variant="outlined">
            {t(`admin.shortcuts.${s.key}`)}
          </Button>
        ))}
      </Box>
    </Box>
  )
}
