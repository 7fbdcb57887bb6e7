import type { CentreKind } from '@app/domain/centres/schemas'
import { poundsFromText } from '@app/domain/money'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TuneIcon from '@mui/icons-material/Tune'
import { useEffect, useId, useRef, useState } from 'react'
import { NativeSelectField } from '#web/shared/ui/native-select-field'
import { useCentresTranslation } from '../hooks/use-centres-translation'
import { useDebouncedValue } from '../hooks/use-debounced-value'
import { chosenFilters, type ListChange, type ListQuery } from '../lib/list-state'
import { MoneyField } from './money-field'

/** The governorates and areas to filter by, named by the page from the catalogue. */
export interface PlaceOptions {
  governorates: { id: number; label: string }[]
  areasOf: (governorateId: number | undefined) => { id: number; label: string }[]
}

/**
 * Issue 43 §2: the list's filters and sort, each applied at once (no form to submit): governorate and area, home
 * collection (labs), insurance, a price range in pounds as people type them, and the sort (nearest asks the browser
 * for the location). On a phone they open under a button that counts the filters chosen, as the doctors' do; on a
 * wide screen they are always open.
 */
export function CentreFilters({
  kind,
  query,
  places,
  onChange,
  onClear,
}: {
  kind: CentreKind
  query: ListQuery
  places: PlaceOptions | undefined
  onChange: (change: ListChange) => void
  onClear: () => void
}) {
  const { t } = useCentresTranslation()
  const [open, setOpen] = useState(false)
  const id = useId()
  const chosen = chosenFilters(query)
  const areas = places?.areasOf(query.governorateId) ?? []

  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((was) => !was)}
        sx={{ alignSelf: 'flex-start', display: { md: 'none' } }}
      >
        {chosen > 0
          ? t(open ? 'filters.hideChosen' : 'filters.showChosen', { chosen })
          : t(open ? 'filters.hide' : 'filters.show')}
      </Button>
      <Box
        id={id}
        sx={{
          display: { xs: open ? 'grid' : 'none', md: 'grid' },
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
          alignItems: 'start',
        }}
      >
        <NativeSelectField
          label={t('filters.governorate')}
          value={query.governorateId ?? ''}
          onChange={(event) => onChange({ governorateId: event.target.value || undefined })}
          size="small"
          fullWidth
        >
          <option value="">{t('filters.any')}</option>
          {(places?.governorates ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label={t('filters.area')}
          value={query.areaId ?? ''}
          onChange={(event) => onChange({ areaId: event.target.value || undefined })}
          disabled={areas.length === 0}
          size="small"
          fullWidth
        >
          <option value="">{t('filters.any')}</option>
          {areas.map((a) => (
            <option key={a.id} value={a.id}>
              {a.label}
            </option>
          ))}
        </NativeSelectField>
        <PriceField
          name="minPrice"
          label={t('filters.minPrice')}
          value={query.minPrice}
          onChange={(minPrice) => onChange({ minPrice })}
        />
        <PriceField
          name="maxPrice"
          label={t('filters.maxPrice')}
          value={query.maxPrice}
          onChange={(maxPrice) => onChange({ maxPrice })}
        />
        <NativeSelectField
          label={t('filters.sort')}
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
          size="small"
          fullWidth
        >
          <option value="price">{t('filters.sorts.price')}</option>
          <option value="nearest">{t('filters.sorts.nearest')}</option>
        </NativeSelectField>
        <Stack sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          {kind === 'lab' ? (
            <FormControlLabel
              control={
                <Checkbox
                  checked={query.homeCollection}
                  onChange={(event) => onChange({ homeCollection: event.target.checked })}
                />
              }
              label={t('filters.homeCollection')}
            />
          ) : null}
          <FormControlLabel
            control={
              <Checkbox
                checked={query.insurance}
                onChange={(event) => onChange({ insurance: event.target.checked })}
              />
            }
            label={t('filters.insurance')}
          />
        </Stack>
        {chosen > 0 ? (
          <Button onClick={onClear} sx={{ justifySelf: 'start', gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Box>
    </Stack>
  )
}

const poundsText = (piastres: number | undefined) => (piastres === undefined ? '' : String(piastres / 100))

/**
 * A price bound typed in pounds (Arabic-Indic digits and a decimal comma welcome, SPEC 5), sent in piastres once the
 * typing pauses; what cannot be read as an amount is not sent.
 */
function PriceField({
  name,
  label,
  value,
  onChange,
}: {
  name: string
  label: string
  value: number | undefined
  onChange: (piastres: number | undefined) => void
}) {
  const [text, setText] = useState(poundsText(value))
  const typed = useDebouncedValue(text)
  const sent = useRef(value)
  const latest = useRef(onChange)
  useEffect(() => {
    latest.current = onChange
  })
  useEffect(() => {
    const piastres = poundsFromText(typed)
    if (Number.isNaN(piastres) || piastres === sent.current) return
    sent.current = piastres
    latest.current(piastres)
  }, [typed])
  // The URL changed elsewhere (back, clear): show what it says.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value
      setText(poundsText(value))
    }
  }, [value])
  return <MoneyField name={name} label={label} value={text} onChange={setText} size="small" />
}
