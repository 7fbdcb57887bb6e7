import type { MeasurementItem } from '@app/domain/measurements'
import { localeTag } from '@app/i18n/format'
import { useTheme } from '@mui/material/styles'
import { useId } from 'react'

const width = 320
const height = 150
/** Room for the value labels on the axis side, and a margin on the other. */
const axisSide = 46
const farSide = 14
const top = 14
const bottom = 30

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000

/** A calendar day short enough for an axis: '3 Jan 2026' / '٣ يناير ٢٠٢٦', never shifted by a time zone. */
export function shortDate(date: string, language: 'ar' | 'en'): string {
  return new Intl.DateTimeFormat(localeTag(language), {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * One kind's history as a small line chart, drawn by hand (no chart library on this lazily loaded page): time runs
 * along the reading direction (right to left in Arabic), the lowest and highest values label the value axis, the
 * first and last days the time axis. It is an image with a title and a description that state the values' range;
 * the list beside it holds every value.
 */
export function MeasurementChart({
  items,
  label,
  summary,
  format,
  language,
}: {
  /** Oldest first; a lab test's values too (the health record's lab results, issue 43 §5). */
  items: readonly Pick<MeasurementItem, 'id' | 'value' | 'measuredOn'>[]
  label: string
  summary: string
  format: (value: number) => string
  language: 'ar' | 'en'
}) {
  const theme = useTheme()
  const titleId = useId()
  const descId = useId()
  const rtl = theme.direction === 'rtl'
  if (items.length === 0) return null

  const values = items.map((i) => i.value)
  const lowest = Math.min(...values)
  const highest = Math.max(...values)
  const spread = highest - lowest || Math.max(1, highest * 0.05)
  const lo = lowest - spread * 0.15
  const hi = highest + spread * 0.15
  const firstDay = dayNumber(items[0]!.measuredOn)
  const lastDay = dayNumber(items[items.length - 1]!.measuredOn)

  const plotStart = rtl ? farSide : axisSide
  const plotEnd = width - (rtl ? axisSide : farSide)
  const plotHeight = height - top - bottom
  const x = (date: string) => {
    const fraction = lastDay === firstDay ? 0.5 : (dayNumber(date) - firstDay) / (lastDay - firstDay)
    return rtl ? plotEnd - fraction * (plotEnd - plotStart) : plotStart + fraction * (plotEnd - plotStart)
  }
  const y = (value: number) => top + (1 - (value - lo) / (hi - lo)) * plotHeight
  const points = items.map((item) => ({ item, cx: x(item.measuredOn), cy: y(item.value) }))
  const axisX = rtl ? plotEnd + 6 : plotStart - 6
  // With the text's own direction, 'end' puts the label beside the plot on either side.
  const axisAnchor = 'end'
  const line = theme.palette.primary.main
  const muted = theme.palette.text.secondary
  const grid = theme.palette.divider
  const valueTicks = lowest === highest ? [lowest] : [lowest, highest]

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ maxWidth: width, display: 'block' }}
    >
      <title id={titleId}>{label}</title>
      <desc id={descId}>{summary}</desc>
      {valueTicks.map((value) => (
        <g key={value}>
          <line x1={plotStart} x2={plotEnd} y1={y(value)} y2={y(value)} stroke={grid} strokeDasharray="3 3" />
          <text
            x={axisX}
            y={y(value)}
            dy="0.35em"
            textAnchor={axisAnchor}
            fontSize={10}
            fill={muted}
            direction={rtl ? 'rtl' : 'ltr'}
          >
            {format(value)}
          </text>
        </g>
      ))}
      <line x1={plotStart} x2={plotEnd} y1={height - bottom} y2={height - bottom} stroke={muted} />
      <text
        x={x(items[0]!.measuredOn)}
        y={height - bottom + 16}
        textAnchor={items.length === 1 ? 'middle' : 'start'}
        fontSize={10}
        fill={muted}
        direction={rtl ? 'rtl' : 'ltr'}
      >
        {shortDate(items[0]!.measuredOn, language)}
      </text>
      {items.length > 1 ? (
        <text
          x={x(items[items.length - 1]!.measuredOn)}
          y={height - bottom + 16}
          textAnchor="end"
          fontSize={10}
          fill={muted}
          direction={rtl ? 'rtl' : 'ltr'}
        >
          {shortDate(items[items.length - 1]!.measuredOn, language)}
        </text>
      ) : null}
      {points.length > 1 ? (
        <polyline
          points={points.map((p) => `${p.cx.toFixed(1)},${p.cy.toFixed(1)}`).join(' ')}
          fill="none"
          stroke={line}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ) : null}
      {points.map(({ item, cx, cy }) => (
        <circle key={item.id} cx={cx} cy={cy} r={3.5} fill={line}>
          <title>{`${format(item.value)} — ${shortDate(item.measuredOn, language)}`}</title>
        </circle>
      ))}
    </svg>
  )
}
