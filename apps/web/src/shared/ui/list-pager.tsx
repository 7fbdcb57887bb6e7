import { formatNumber } from '@app/i18n/format'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from '#web/shared/hooks/use-translation'

/** Previous / page N of M / next under a paged list; nothing when it all fits on one page. */
export function ListPager({
  page,
  total,
  pageSize,
  onPage,
}: {
  page: number
  total: number
  pageSize: number
  onPage: (page: number) => void
}) {
  const { t, i18n } = useTranslation('common')
  const language = i18n.language.startsWith('en') ? 'en' : 'ar'
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages <= 1) return null
  return (
    <Stack
      component="nav"
      aria-label={t('pager.label')}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center', mt: 2 }}
    >
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <Typography>
        {t('pager.page', { page: formatNumber(page, language), pages: formatNumber(pages, language) })}
      </Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </Stack>
  )
}
