import { formatNumber } from '@app/i18n/format'
import {
  doctorSorts,
  pageSizes,
  priceBands,
  searchLanguages,
  searchProficiencies,
  type DoctorSearchQuery,
} from '@app/domain/doctors'
import { genders, medTitles } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTheme } from '@mui/material/styles'
import TuneIcon from '@mui/icons-material/Tune'
import { memo, useId, useState } from 'react'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { narrowingKeys, type SearchKey } from '../lib/search-state'
import { FilterSelect, type FilterOption } from './filter-select'

export interface PlaceChoices {
  specialties?: FilterOption[]
  governorates?: FilterOption[]
  areasOf?: (governorateId: number | undefined) => FilterOption[]
}

type Change = Partial<Record<SearchKey, string | number | undefined>>

/**
 * SPEC 2.6 filters and sort. Price sort disables the rating and experience sorts: they are greyed out in the
 * select until price sort is cleared. Filters the page fixes (a specialty, a title) are not offered. On a phone they
 * open under a button. Memoized: the search renders again with each state of its request, the filters only when
 * their props change.
 */
export const DoctorFilters = memo(function DoctorFilters(props: FiltersProps) {
  const { t } = useDoctorsTranslation()
  const wide = useMatchMedia(
    useTheme()
      .breakpoints.up('md')
      .replace(/^@media\s*/, ''),
  )
  const [open, setOpen] = useState(false)
  const id = useId()
  if (wide) return <FilterGrid {...props} />
  // On a phone the results come first: the filters open under a button that counts the ones chosen (they would
  // take half the screen above the first doctor, and their ten fields a good part of the first screen's work).
  const chosen = narrowingKeys.filter(
    (key) => key !== 'q' && props.query[key] !== undefined && props.fixed[key] === undefined,
  ).length
  return (
    <Stack spacing={2}>
      <Button
        variant="outlined"
        startIcon={<TuneIcon />}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((was) => !was)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {chosen > 0
          ? t(open ? 'filters.hideChosen' : 'filters.showChosen', { chosen })
          : t(open ? 'filters.hide' : 'filters.show')}
      </Button>
      {open ? <FilterGrid id={id} {...props} /> : null}
    </Stack>
  )
})

interface FiltersProps {
  query: DoctorSearchQuery
  fixed: Partial<DoctorSearchQuery>
  places?: PlaceChoices
  onChange: (change: Change) => void
  onClear: () => void
}

function FilterGrid({ id, query, fixed, places = {}, onChange, onClear }: FiltersProps & { id?: string }) {
  const { t, language } = useDoctorsTranslation()
  const any = t('filters.any')
  const priceSort = query.sort === 'price'

  return (
    <Box
      id={id}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {places.specialties && fixed.specialtyId === undefined ? (
        <FilterSelect
          label={t('filters.specialty')}
          value={query.specialtyId}
          anyLabel={any}
          options={places.specialties}
          onChange={(v) => onChange({ specialtyId: v })}
        />
      ) : null}
      {places.governorates ? (
        <FilterSelect
          label={t('filters.governorate')}
          value={query.governorateId}
          anyLabel={any}
          options={places.governorates}
          onChange={(v) => onChange({ governorateId: v, areaId: undefined })}
        />
      ) : null}
      {places.areasOf ? (
        <FilterSelect
          label={t('filters.area')}
          value={query.areaId}
          anyLabel={any}
          options={places.areasOf(query.governorateId)}
          disabled={query.governorateId === undefined}
          onChange={(v) => onChange({ areaId: v })}
        />
      ) : null}
      <FilterSelect
        label={t('filters.priceBand')}
        value={query.priceBand}
        anyLabel={any}
        options={priceBands.map((band) => ({ value: band, label: t(`filters.priceBands.${band}`) }))}
        onChange={(v) => onChange({ priceBand: v })}
      />
      {fixed.medTitle === undefined ? (
        <FilterSelect
          label={t('filters.medTitle')}
          value={query.medTitle}
          anyLabel={any}
          options={medTitles.map((title) => ({ value: title, label: t(`profiles:medTitles.${title}`) }))}
          onChange={(v) => onChange({ medTitle: v })}
        />
      ) : null}
      <FilterSelect
        label={t('filters.gender')}
        value={query.gender}
        anyLabel={any}
        options={genders.map((gender) => ({ value: gender, label: t(`profiles:genders.${gender}`) }))}
        onChange={(v) => onChange({ gender: v })}
      />
      <FilterSelect
        label={t('filters.language')}
        value={query.language}
        anyLabel={any}
        options={searchLanguages.map((code) => ({ value: code, label: t(`languageNames.${code}`) }))}
        onChange={(v) => onChange({ language: v })}
      />
      <FilterSelect
        label={t('filters.proficiency')}
        value={query.language ? query.proficiency : undefined}
        anyLabel={any}
        disabled={!query.language}
        options={searchProficiencies.map((level) => ({ value: level, label: t(`levels.${level}`) }))}
        onChange={(v) => onChange({ proficiency: v })}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <FilterSelect
          label={t('filters.sort')}
          value={query.sort}
          options={doctorSorts.map((sort) => ({
            value: sort,
            label: t(`filters.sorts.${sort}`),
            disabled: priceSort && sort !== 'price',
          }))}
          helperText={priceSort ? t('filters.priceSortHint') : undefined}
          onChange={(v) => onChange({ sort: v })}
        />
        {priceSort ? (
          <Button size="small" onClick={() => onChange({ sort: undefined })} sx={{ alignSelf: 'flex-start' }}>
            {t('filters.clearSort')}
          </Button>
        ) : null}
      </Box>
      <FilterSelect
        label={t('filters.pageSize')}
        value={query.pageSize}
        options={pageSizes.map((size) => ({
          value: size,
          label: size === 'all' ? t('filters.all') : formatNumber(size, language),
        }))}
        onChange={(v) => onChange({ pageSize: v })}
      />
      <Button onClick={onClear} sx={{ alignSelf: 'center', justifySelf: 'start' }}>
        {t('filters.clear')}
      </Button>
    </Box>
  )
}
