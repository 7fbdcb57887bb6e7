import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { formatNumber } from '@app/i18n/format'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link } from '#web/shared/lib/router'

export interface AdminShortcut {
  key: 'doctors' | 'patients' | 'leads' | 'paymentSettings'
  href: string
}

/** A queue that may need an admin: how many wait in it (undefined while it loads), and where it is worked. */
export interface AdminTask {
  key: 'doctorReviews' | 'deletions' | 'questions'
  count: number | undefined
  href: string
}

/**
 * The admin home (SPEC 2.4): what waits for an admin first (doctors to review, accounts to delete), each opening its
 * queue; the empty state only when nothing does (issue 41 §4: it said "nothing needs your attention" while doctors
 * waited), and the shortcuts to the manage pages.
 */
export function AdminHome({ tasks, shortcuts }: { tasks: AdminTask[]; shortcuts: AdminShortcut[] }) {
  const { t, i18n } = useTranslation('home')
  const language = i18n.language === 'en' ? 'en' : 'ar'
  const loading = tasks.some((task) => task.count === undefined)
  const waiting = tasks.filter((task) => (task.count ?? 0) > 0)
  return (
    <Box sx={{ maxWidth: 720, marginInline: 'auto', paddingBlock: 8, paddingInline: 2, textAlign: 'center' }}>
      <AdminPanelSettingsIcon color="primary" sx={{ fontSize: 72 }} aria-hidden />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, marginBlock: 2 }}>
        {t('admin.title')}
      </Typography>
      {loading ? (
        <Skeleton variant="rounded" height={88} sx={{ marginBlockEnd: 3 }} />
      ) : waiting.length ? (
        <Box
          component="ul"
          aria-label={t('admin.tasksLabel')}
          sx={{ listStyle: 'none', padding: 0, margin: 0, marginBlockEnd: 3, display: 'grid', gap: 2 }}
        >
          {waiting.map((task) => (
            <Card key={task.key} component="li" variant="outlined">
              <CardActionArea component={Link} to={task.href}>
                <CardContent sx={{ textAlign: 'start' }}>
                  <Typography variant="h6" component="h2">
                    {t(`admin.tasks.${task.key}`, {
                      count: task.count ?? 0,
                      formatted: formatNumber(task.count ?? 0, language),
                    })}
                  </Typography>
                  <Typography color="textSecondary">{t(`admin.tasks.${task.key}Action`)}</Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      ) : (
        <Typography color="textSecondary" sx={{ marginBlockEnd: 3 }}>
          {t('admin.empty')}
        </Typography>
      )}
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
