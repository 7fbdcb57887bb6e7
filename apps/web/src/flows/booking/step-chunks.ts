/**
 * The wizard's steps after the first, each its own chunk (issue 8 §5): a visitor landing on /booking downloads the
 * kinds of visit only. Each loads when its step is reached, or a step earlier, once the visitor shows where they are
 * going, so the next step is usually there before the click. The doctors' list comes with its filters' fields where
 * the screen shows them at once (features/doctors/lib/filter-grid-chunk.ts).
 */
export const loadDoctorStep = () =>
  Promise.all([
    import('./doctor-step'),
    import('#web/features/doctors/lib/filter-grid-chunk').then((chunk) => chunk.preloadFilterGridIfWide()),
  ]).then(([step]) => step)
export const loadDoctorDetails = () => import('../doctor-page/doctor-page')
export const loadDateStep = () => import('./date-step')
