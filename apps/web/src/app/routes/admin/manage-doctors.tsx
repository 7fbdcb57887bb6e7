import {
  reviewSorts,
  reviewStatuses,
  type ReviewListItem,
  type ReviewStatus,
} from '@app/domain/doctor-reviews'
import { toArabicIndicDigits, toWesternDigits } from '@app/domain/shared'
import { formatDate, formatNumber } from '@app/i18n/format'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useDeferredValue } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useDoctorReviews } from '#web/features/doctor-reviews/api/doctor-reviews'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { ListFilters, PagedList, StickySearch, useListFilters } from './list-filters'
import { PhoneNumber } from '#web/shared/ui/phone-number'

export function useReviewsTranslation() {
  const translation = useTranslation([
    'doctorReviews',
    'profiles',
    'doctorData',
    'common',
    'errors',
    'validation',
  ])
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
      <StickySearch
        label={t('search')}
        hint={t('searchHint')}
        value={typed}
        onChange={(value) => set({ q: value, page: null })}
      >
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
      </StickySearch>
      <ListFilters
        filters={filters}
        sorts={reviewSorts}
        defaultSort="waiting"
        sortLabel={(s) => t(`sorts.${s}`)}
      />

      <PagedList
        query={reviews}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        rowHeight={64}
        texts={{
          loadFailed: t('loadFailed'),
          count: (total) => t('count', { count: total, formatted: formatNumber(total, language) }),
          empty: t('empty'),
        }}
      >
        {(items) => (
          <List aria-label={t('listTitle')}>
            {items.map((item) => (
              <ReviewRow key={item.doctorId} item={item} />
            ))}
          </List>
        )}
      </PagedList>
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
