import {
  reviewSorts,
  reviewStatuses,
  type ReviewListItem,
  type ReviewStatus,
} from '@app/domain/doctor-reviews'
import { toArabicIndicDigits, toWesternDigits } from '@app/domain/shared'
import { formatDate, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchIcon from '@mui/icons-material/Search'
import InputAdornment from '@mui/material/InputAdornment'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useDoctorReviews } from '#web/features/doctor-reviews/api/doctor-reviews'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { ListFilters, useListFilters } from './list-filters'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { ListPager } from '#web/shared/ui/list-pager'

export function useReviewsTranslation() {
  const translation = useTranslation(['doctorReviews', 'profiles', 'common', 'errors', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

const statusColour: Record<ReviewStatus, 'warning' | 'error' | 'success' | 'default'> = {
  waiting: 'warning',
  returned: 'error',
  verified: 'success',
  draft: 'default',
}

/** A review status as a chip; the orange of 'waiting' carries dark text, as white on it fails WCAG AA contrast. */
export function StatusChip({ status, size }: { status: ReviewStatus; size?: 'small' | 'medium' }) {
  const { t } = useReviewsTranslation()
  return (
    <Chip
      label={t(`statuses.${status}`)}
      color={statusColour[status]}
      size={size ?? 'medium'}
      sx={status === 'waiting' ? { bgcolor: 'warning.light', color: 'common.black' } : undefined}
    />
  )
}

/**
 * /manage-doctors (issue 10 §1, SPEC 2.9): every doctor, those waiting for review first; by status, by a name or a
 * mobile (from 2 characters); paged. The filters live in the address, so a reload or a shared link keeps them.
 */
export function ManageDoctorsPage() {
  const { t, language } = useReviewsTranslation()
  const filters = useListFilters(reviewSorts, 'waiting')
  const { params, set, page, typed, sort } = filters
  const status = reviewStatuses.find((s) => s === params.get('status'))
  const query = useDeferredValue(toWesternDigits(typed).trim())
  const reviews = useDoctorReviews({
    page,
    sort,
    ...(status ? { status } : {}),
    ...filters.query,
    ...(query.length >= 2 ? { q: query } : {}),
  })

  return (
    <Page title={t('listTitle')} subtitle={t('listSubtitle')} maxWidth={960}>
      <Box
        sx={{
          position: 'sticky',
          top: { xs: 56, sm: 64 },
          zIndex: 1,
          bgcolor: 'background.default',
          paddingBlock: 1,
        }}
      >
        <TextField
          label={t('search')}
          value={typed}
          onChange={(event) => set({ q: event.target.value, page: null })}
          helperText={typed.trim().length === 1 ? t('validation:search.tooShort') : t('searchHint')}
          fullWidth
          type="search"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tabs
          value={status ?? 'all'}
          onChange={(_, value: string) => set({ status: value === 'all' ? null : value, page: null })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('statusFilter')}
        >
          <Tab value="all" label={t('statuses.all')} />
          {reviewStatuses.map((s) => (
            <Tab key={s} value={s} label={t(`statuses.${s}`)} />
          ))}
        </Tabs>
      </Box>
      <ListFilters
        filters={filters}
        sorts={reviewSorts}
        defaultSort="waiting"
        sortLabel={(s) => t(`sorts.${s}`)}
      />

      {reviews.isPending ? (
        <Stack spacing={1} sx={{ mt: 2 }} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : reviews.isError ? (
        <RetryAlert onRetry={() => void reviews.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            {t('count', { count: reviews.data.total, formatted: formatNumber(reviews.data.total, language) })}
          </Typography>
          {reviews.data.items.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('empty')}
            </Alert>
          ) : (
            <List aria-label={t('listTitle')} sx={{ opacity: reviews.isPlaceholderData ? 0.6 : 1 }}>
              {reviews.data.items.map((item) => (
                <ReviewRow key={item.doctorId} item={item} />
              ))}
            </List>
          )}
          <ListPager
            page={page}
            total={reviews.data.total}
            pageSize={reviews.data.pageSize}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </Page>
  )
}

function ReviewRow({ item }: { item: ReviewListItem }) {
  const { t, language } = useReviewsTranslation()
  const { choices } = useCatalogChoices()
  const name = language === 'en' && item.nameEn ? item.nameEn : item.nameAr
  const when = item.submittedAt
    ? t('submitted', { date: formatDate(item.submittedAt, language) })
    : t('joined', { date: formatDate(item.createdAt, language) })
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={href('manageDoctor', { doctorId: item.doctorId })}
        sx={{ gap: 2, flexWrap: 'wrap' }}
      >
        <ListItemText
          primary={name}
          secondary={
            <>
              {choices?.specialtyName(item.specialtyId) ?? ''} ·{' '}
              <PhoneNumber phone={language === 'ar' ? toArabicIndicDigits(item.phone) : item.phone} /> ·{' '}
              {when}
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        <StatusChip status={item.status} size="small" />
      </ListItemButton>
    </ListItem>
  )
}
