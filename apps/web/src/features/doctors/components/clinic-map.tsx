import { lazy } from 'react'

/**
 * The clinic map (pick a point, or only show it): Leaflet and its CSS load with the first map on screen, never with
 * the home page. Render it inside Suspense.
 */
export const ClinicMap = lazy(() =>
  import('./map-location-picker').then((m) => ({ default: m.MapLocationPicker })),
)
