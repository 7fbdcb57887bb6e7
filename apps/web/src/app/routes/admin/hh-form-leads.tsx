import { chatUrlOf, type Lead } from '@app/domain/leads'
import { toArabicIndicDigits, toWesternDigits } from '@app/domain/shared'
import { formatDateTime, formatNumber, joinList } from '@app/i18n/format'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import ChatIcon from '@mui/icons-material/Chat'
import DownloadIcon from '@mui/icons-material/Download'
import PlaceIcon from '@mui/icons-material/Place'
import { useDeferredValue } from 'react'
import { useTranslation } from '#web/shared/hooks/use-translation'
import { useSearchParams } from '#web/shared/lib/router'
import { useCatalogChoices } from '#web/features/catalog/hooks/use-catalog-choices'
import { leadsZipUrl, useLeads, useUpdateLead } from '#web/features/leads/api/leads'
import { Page } from '#web/shared/ui/page'
import { PhoneNumber } from '#web/shared/ui/phone-number'
import { useToast } from '#web/shared/ui/toast'
import { PagedList, StickySearch } from './list-filters'

function useLeadsTranslation() {
  const translation = useTranslation(['leads', 'common', 'validation'])
  return { ...translation, language: translation.i18n.language.startsWith('en') ? 'en' : 'ar' } as const
}

/**
 * /hh_form_leads (issue 10 §2, SPEC 2.9, 4): a sticky search from 2 characters (name or mobile), the count, the zip of
 * every lead, and each lead newest first with its date and time, map link, specialty, a chat chip and the two toggles
 * saved at once. The search and page live in the address.
 */
export default function HhFormLeadsPage() {
  const { t, language } = useLeadsTranslation()
  const [params, setParams] = useSearchParams()
  const typed = params.get('q') ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const query = useDeferredValue(toWesternDigits(typed).trim())
  const leads = useLeads({ page, ...(query.length >= 2 ? { q: query } : {}) })
  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === '') next.delete(key)
          else next.set(key, value)
        return next
      },
      { replace: true },
    )

  return (
    <Page title={t('admin.title')} subtitle={t('admin.subtitle')} maxWidth={960}>
      <StickySearch
        label={t('admin.search')}
        hint={t('admin.searchHint')}
        value={typed}
        onChange={(value) => set({ q: value, page: null })}
        beside={
          <Button
            variant="contained"
            href={leadsZipUrl}
            download
            startIcon={<DownloadIcon />}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('admin.download')}
          </Button>
        }
      />

      <PagedList
        query={leads}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        rowHeight={96}
        texts={{
          loadFailed: t('admin.loadFailed'),
          count: (total) => t('admin.count', { count: total, formatted: formatNumber(total, language) }),
          empty: t('admin.empty'),
        }}
      >
        {(items) => (
          <List aria-label={t('admin.title')}>
            {items.map((lead) => (
              <LeadRow key={lead.id} lead={lead} />
            ))}
          </List>
        )}
      </PagedList>
    </Page>
  )
}

function LeadRow({ lead }: { lead: Lead }) {
  const { t, language } = useLeadsTranslation()
  const { choices } = useCatalogChoices()
  const update = useUpdateLead()
  const toast = useToast()
  const mobile = language === 'ar' ? toArabicIndicDigits(lead.mobile) : lead.mobile
  const place = joinList(
    [
      lead.governorateId ? choices?.governorateName(lead.governorateId) : undefined,
      lead.areaId ? choices?.areaName(lead.areaId) : undefined,
    ].filter((part): part is string => Boolean(part)),
    language,
  )
  const toggle = (field: 'closed' | 'registration', value: boolean) =>
    update.mutate(
      { leadId: lead.id, change: { [field]: value } },
      { onError: () => toast(t('admin.saveFailed'), 'error') },
    )
  const titleId = `lead-${lead.id}`

  return (
    <ListItem
      divider
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', paddingInline: 0 }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography id={titleId} sx={{ fontWeight: 600 }}>
          {lead.name}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt, language)}</time>
        </Typography>
        <Typography variant="body2">
          {lead.specialtyId ? (choices?.specialtyName(lead.specialtyId) ?? '') : t('admin.noSpecialty')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {place}
          {lead.addressNote ? ` · ${lead.addressNote}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            icon={<ChatIcon />}
            label={<PhoneNumber phone={mobile} />}
            component="a"
            href={chatUrlOf(lead.mobile)}
            target="_blank"
            rel="noopener noreferrer"
            clickable
            aria-label={t('admin.chat', { mobile: lead.mobile })}
          />
          {lead.locationUrl ? (
            <Link
              href={lead.locationUrl}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PlaceIcon fontSize="small" />
              {t('admin.map')}
            </Link>
          ) : (
            <Typography variant="body2" color="textSecondary">
              {t('admin.noPin')}
            </Typography>
          )}
          {lead.fromPatient ? <Chip size="small" variant="outlined" label={t('admin.fromPatient')} /> : null}
        </Stack>
      </Box>
      <Stack sx={{ flexShrink: 0 }}>
        <FormControlLabel
          control={<Switch checked={lead.closed} onChange={(_, checked) => toggle('closed', checked)} />}
          label={t('admin.closed')}
        />
        <FormControlLabel
          control={
            <Switch checked={lead.registration} onChange={(_, checked) => toggle('registration', checked)} />
          }
          label={t('admin.registered')}
        />
      </Stack>
    </ListItem>
  )
}
