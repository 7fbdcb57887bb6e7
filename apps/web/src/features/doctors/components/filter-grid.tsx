import { formatNumber } from '@app/i18n/format'
import { doctorSorts, pageSizes, priceBands, searchLanguages, searchProficiencies } from '@app/domain/doctors'
import { genders, medTitles } from '@app/domain/profiles'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { filterGridLayout } from '../lib/filter-grid-layout'
import type { FiltersProps } from './doctor-filters'
import { FilterSelect } from './filter-select'

/** SPEC 2.6 filters and sort, the fields of `DoctorFilters` (a chunk of their own, loaded by it). */
export function FilterGrid({ query, fixed, places = {}, onChange, onClear }: FiltersProps) {
  const { t, language } = useDoctorsTranslation()
  const any = t('filters.any')
  const priceSort = query.sort === 'price'

  return (
    <Box sx={{ ...filterGridLayout, alignItems: 'start' }}>
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
