import type { DoctorSearchQuery } from '@app/domain/doctors'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Skeleton } from '#web/shared/ui/skeleton'
import Stack from '@mui/material/Stack'
import TuneIcon from '@mui/icons-material/Tune'
import { lazy, memo, Suspense, useId, useState } from 'react'
import { useHydrated } from '#web/shared/hooks/use-hydrated'
import { useMatchMedia } from '#web/shared/hooks/use-match-media'
import { useDoctorsTranslation } from '../hooks/use-doctors-translation'
import { filtersBesideList, loadFilterGrid } from '../lib/filter-grid-chunk'
import { filterGridLayout } from '../lib/filter-grid-layout'
import { narrowingKeys, type SearchKey } from '../lib/search-state'
import type { FilterOption } from './filter-select'

export interface PlaceChoices {
  specialties?: FilterOption[]
  governorates?: FilterOption[]
  areasOf?: (governorateId: number | undefined) => FilterOption[]
}

type Change = Partial<Record<SearchKey, string | number | undefined>>

/** The fields, a chunk of their own (lib/filter-grid-chunk.ts), asked for with the list on a wide screen. */
const FilterGrid = lazy(() => loadFilterGrid().then((module) => ({ default: module.FilterGrid })))
const preloadFilterGrid = () => void loadFilterGrid()

/**
 * SPEC 2.6 filters and sort. Price sort disables the rating and experience sorts: they are greyed out in the
 * select until price sort is cleared. Filters the page fixes (a specialty, a title) are not offered. On a phone they
 * open under a button, their chunk loading as soon as a pointer, a finger or the keyboard reaches it. Memoized: the
 * search renders again with each state of its request, the filters only when their props change.
 */
export const DoctorFilters = memo(function DoctorFilters(props: FiltersProps) {
  const { t } = useDoctorsTranslation()
  const wide = useMatchMedia(filtersBesideList)
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const id = useId()
  if (wide)
    return (
      <Suspense fallback={<FilterGridSkeleton />}>
        <FilterGrid {...props} />
      </Suspense>
    )
  // On a phone the results come first: the filters open under a button that counts the ones chosen (they would
  // take half the screen above the first doctor, and their ten fields a good part of the first screen's work).
  const chosen = narrowingKeys.filter(
    (key) => key !== 'q' && props.query[key] !== undefined && props.fixed[key] === undefined,
  ).length
  return (
    <>
      {/* A page rendered on the server (which has no screen) holds the fields' place on a wide screen until the
          scripts know the screen and bring the fields: the list below does not move. */}
      {hydrated ? null : (
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <FilterGridSkeleton />
        </Box>
      )}
      <Stack spacing={2} sx={{ display: { md: 'none' } }}>
        <Button
          variant="outlined"
          startIcon={<TuneIcon />}
          aria-expanded={open}
          aria-controls={open ? id : undefined}
          onClick={() => setOpen((was) => !was)}
          onPointerEnter={preloadFilterGrid}
          onTouchStart={preloadFilterGrid}
          onFocus={preloadFilterGrid}
          sx={{ alignSelf: 'flex-start' }}
        >
          {chosen > 0
            ? t(open ? 'filters.hideChosen' : 'filters.showChosen', { chosen })
            : t(open ? 'filters.hide' : 'filters.show')}
        </Button>
        {open ? (
          <Box id={id}>
            <Suspense fallback={<FilterGridSkeleton />}>
              <FilterGrid {...props} />
            </Suspense>
          </Box>
        ) : null}
      </Stack>
    </>
  )
})

export interface FiltersProps {
  query: DoctorSearchQuery
  fixed: Partial<DoctorSearchQuery>
  places?: PlaceChoices
  onChange: (change: Change) => void
  onClear: () => void
}

/** The fields' grid (two columns on a phone, four on a wide screen) while their chunk loads. */
function FilterGridSkeleton() {
  return (
    <Box sx={filterGridLayout}>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={40} />
      ))}
    </Box>
  )
}
