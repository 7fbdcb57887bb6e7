import { matchesMedia } from '#web/shared/hooks/use-match-media'

/**
 * The search filters' fields are a chunk of their own (issue 8 §5): a phone shows them under a button, only when
 * asked, so its first screen goes without them and without MUI's select. From MUI's `md` breakpoint up they stand
 * beside the list from the first screen: whoever opens a doctor list on a wide screen starts loading them with it
 * (the router's first screen, the wizard's doctors' step), and `DoctorFilters` renders them when they are there.
 */
export const filtersBesideList = '(min-width: 900px)'

export const loadFilterGrid = () => import('../components/filter-grid')

/** Starts loading the fields where the screen shows them at once; a phone loads them when asked. */
export const preloadFilterGridIfWide = (): Promise<unknown> =>
  matchesMedia(filtersBesideList) ? loadFilterGrid() : Promise.resolve()
