import {
  accountSorts,
  accountStates,
  type AccountListItem,
  type ManagedKind,
} from '@app/domain/admin-accounts'
import { toArabicIndicDigits, toWesternDigits } from '@app/domain/shared'
import { formatDate, formatNumber } from '@app/i18n/format'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useDeferredValue } from 'react'
import { Link as RouterLink } from '#web/shared/lib/router'
import { useAccounts } from '#web/features/admin-accounts/api/admin-accounts'
import {
  AccountStateChips,
  useAdminAccountsTranslation,
} from '#web/features/admin-accounts/components/account-actions'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { href } from '#web/app/paths'
import { Page } from '#web/shared/ui/page'
import { ListFilters, PagedList, StickySearch, useListFilters } from './list-filters'
import { PhoneNumber } from '#web/shared/ui/phone-number'

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
      <StickySearch
        label={t('filters.search')}
        hint={t('filters.searchHint')}
        value={typed}
        onChange={(value) => set({ q: value, page: null })}
      >
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
      </StickySearch>
      <ListFilters
        filters={filters}
        sorts={accountSorts}
        defaultSort="newest"
        sortLabel={(s) => t(`sorts.${s}`)}
      />

      <PagedList
        query={accounts}
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
          <List aria-label={t(`lists.${kind}.title`)}>
            {items.map((item) => (
              <AccountRow key={item.userId} item={item} />
            ))}
          </List>
        )}
      </PagedList>
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
