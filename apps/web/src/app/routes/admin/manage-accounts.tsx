import {
  accountSorts,
  accountStates,
  type AccountListItem,
  type ManagedKind,
} from '@app/domain/admin-accounts'
import { toArabicIndicDigits, toWesternDigits } from '@app/domain/shared'
import { formatDate, formatNumber } from '@app/i18n/format'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
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
import { useDeferredValue } from 'react'
import { Link as RouterLink } from 'react-router'
import { useAccounts } from '#web/features/admin-accounts/api/admin-accounts'
import {
  AccountStateChips,
  useAdminAccountsTranslation,
} from '#web/features/admin-accounts/components/account-actions'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { ListFilters, useListFilters } from './list-filters'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { RetryAlert } from '#web/shared/ui/retry-alert'
import { ListPager } from '#web/shared/ui/list-pager'

/** Where each kind's account page is. */
export const accountHref = (kind: ManagedKind, userId: string) =>
  kind === 'patient'
    ? href('managePatient', { patientId: userId })
    : kind === 'lab'
      ? href('manageLab', { labId: userId })
      : href('manageRadio', { radioId: userId })

/**
 * /manage-patients, /manage-labs, /manage-radios (issue 10 §1, SPEC 2.9): a kind's accounts, searched by name or
 * mobile (from 2 characters), by status, governorate and created date, sorted and paged — all in the database. The
 * filters live in the address, so a reload or a shared link keeps them.
 */
export function ManageAccountsPage({ kind }: { kind: ManagedKind }) {
  const { t, language } = useAdminAccountsTranslation()
  const filters = useListFilters(accountSorts, 'newest')
  const { params, set, page, typed, sort } = filters
  const state = accountStates.find((s) => s === params.get('state'))
  const query = useDeferredValue(toWesternDigits(typed).trim())
  const accounts = useAccounts(kind, {
    page,
    sort,
    ...(state ? { state } : {}),
    ...filters.query,
    ...(query.length >= 2 ? { q: query } : {}),
  })

  return (
    <Page title={t(`lists.${kind}.title`)} subtitle={t(`lists.${kind}.subtitle`)} maxWidth={960}>
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
          label={t('filters.search')}
          value={typed}
          onChange={(event) => set({ q: event.target.value, page: null })}
          helperText={typed.trim().length === 1 ? t('validation:search.tooShort') : t('filters.searchHint')}
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
          value={state ?? 'all'}
          onChange={(_, value: string) => set({ state: value === 'all' ? null : value, page: null })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('filters.state')}
        >
          <Tab value="all" label={t('states.all')} />
          {accountStates.map((s) => (
            <Tab key={s} value={s} label={t(`states.${s}`)} />
          ))}
        </Tabs>
      </Box>
      <ListFilters
        filters={filters}
        sorts={accountSorts}
        defaultSort="newest"
        sortLabel={(s) => t(`sorts.${s}`)}
      />

      {accounts.isPending ? (
        <Stack spacing={1} sx={{ mt: 2 }} aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={64} />
          ))}
        </Stack>
      ) : accounts.isError ? (
        <RetryAlert onRetry={() => void accounts.refetch()}>{t('loadFailed')}</RetryAlert>
      ) : (
        <>
          <Typography role="status" color="text.secondary" sx={{ mt: 2 }}>
            {t('count', {
              count: accounts.data.total,
              formatted: formatNumber(accounts.data.total, language),
            })}
          </Typography>
          {accounts.data.items.length === 0 ? (
            <Alert severity="info" sx={{ mt: 2 }}>
              {t('empty')}
            </Alert>
          ) : (
            <List
              aria-label={t(`lists.${kind}.title`)}
              sx={{ opacity: accounts.isPlaceholderData ? 0.6 : 1 }}
            >
              {accounts.data.items.map((item) => (
                <AccountRow key={item.userId} item={item} />
              ))}
            </List>
          )}
          <ListPager
            page={page}
            total={accounts.data.total}
            pageSize={accounts.data.pageSize}
            onPage={(p) => set({ page: String(p) })}
          />
        </>
      )}
    </Page>
  )
}

function AccountRow({ item }: { item: AccountListItem }) {
  const { t, language } = useAdminAccountsTranslation()
  const { choices } = useCatalogChoices()
  const governorate = item.governorateId ? choices?.governorateName(item.governorateId) : undefined
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={accountHref(item.kind, item.userId)}
        sx={{ gap: 2, flexWrap: 'wrap' }}
      >
        <ListItemText
          primary={item.name}
          secondary={
            <>
              <PhoneNumber phone={language === 'ar' ? toArabicIndicDigits(item.phone) : item.phone} />
              {governorate ? ` · ${governorate}` : ''} ·{' '}
              {t('joined', { date: formatDate(item.createdAt, language) })}
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        <AccountStateChips deactivated={item.deactivated} testing={item.testing} />
      </ListItemButton>
    </ListItem>
  )
}
