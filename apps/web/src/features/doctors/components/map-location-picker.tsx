import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import * as L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { useEffect, useRef } from 'react'
import { useDoctorsTranslation } from '#web/features/doctors/hooks/use-doctors-translation'

export interface MapPoint {
  latitude: number
  longitude: number
}

interface Props {
  /** The point shown by the marker; none until the doctor picks one. */
  value: MapPoint | undefined
  /** Picks a point; without it the map only shows the clinic (a doctor's page). */
  onChange?: (value: MapPoint) => void
}

const CAIRO: L.LatLngTuple = [30.0444, 31.2357]
const ZOOM = 12
const tileUrl = import.meta.env.VITE_MAP_TILE_URL ?? 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'

const round = (n: number) => Math.round(n * 1e6) / 1e6
const toPoint = (latlng: L.LatLng): MapPoint => {
  const wrapped = latlng.wrap()
  return { latitude: round(wrapped.lat), longitude: round(wrapped.lng) }
}

/**
 * The clinic's map point, picked by clicking the map or dragging the marker, or only shown (no `onChange`). Leaflet
 * is loaded with this module only (its users lazy-load it); the latitude and longitude fields beside the picker stay
 * the accessible way in, and a doctor's page keeps its 'open the map' link.
 */
export function MapLocationPicker({ value, onChange }: Props) {
  const { t } = useDoctorsTranslation()
  const color = useTheme().palette.primary.main
  const containerRef = useRef<HTMLDivElement>(null)
  const mapRef = useRef<L.Map | null>(null)
  const markerRef = useRef<L.Marker | null>(null)
  const zoomInTitle = t('editor.map.zoomIn')
  const zoomOutTitle = t('editor.map.zoomOut')
  const latest = useRef({ value, onChange, color, zoomInTitle, zoomOutTitle })
  useEffect(() => {
    latest.current = { value, onChange, color, zoomInTitle, zoomOutTitle }
  })

  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const start = latest.current.value
    const map = L.map(container, {
      center: start ? [start.latitude, start.longitude] : CAIRO,
      zoom: ZOOM,
      zoomControl: false,
    })
    // Leaflet's own zoom buttons are titled in English; these read in the page's language (issue 7 §3).
    L.control
      .zoom({ zoomInTitle: latest.current.zoomInTitle, zoomOutTitle: latest.current.zoomOutTitle })
      .addTo(map)
    L.tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map)
    map.on('click', (event: L.LeafletMouseEvent) => latest.current.onChange?.(toPoint(event.latlng)))
    mapRef.current = map
    return () => {
      map.remove()
      mapRef.current = null
      markerRef.current = null
    }
  }, [])

  const latitude = value?.latitude
  const longitude = value?.longitude
  useEffect(() => {
    const map = mapRef.current
    if (!map) return
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove()
      markerRef.current = null
      return
    }
    const point: L.LatLngTuple = [latitude, longitude]
    if (markerRef.current) markerRef.current.setLatLng(point)
    else {
      const marker = L.marker(point, {
        draggable: latest.current.onChange !== undefined,
        keyboard: false,
        icon: L.divIcon({
          className: '',
          iconSize: [22, 22],
          iconAnchor: [11, 11],
          html: `<span style="display:block;box-sizing:border-box;width:22px;height:22px;border-radius:50%;background:${latest.current.color};border:3px solid #fff;box-shadow:0 0 0 1px rgba(0,0,0,.45),0 1px 4px rgba(0,0,0,.4)"></span>`,
        }),
      })
      marker.on('dragend', () => latest.current.onChange?.(toPoint(marker.getLatLng())))
      markerRef.current = marker.addTo(map)
    }
    if (!map.getBounds().contains(point)) map.panTo(point)
  }, [latitude, longitude])

  return (
    <Box
      ref={containerRef}
      role="application"
      aria-label={t('editor.map.label')}
      dir="ltr"
      sx={{ height: 260, borderRadius: 1, overflow: 'hidden', zIndex: 0, position: 'relative' }}
    />
  )
}
