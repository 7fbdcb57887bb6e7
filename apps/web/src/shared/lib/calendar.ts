import { egyptTimeZone } from '@app/domain/shared'

/**
 * 'Add to calendar' and 'share' for a visit: a confirmed doctor booking (issue 9 §4), a lab test or scan order
 * (issue 43 §2). The event is written in Cairo wall time with its TZID and the VTIMEZONE a calendar needs to place it,
 * so it stays right across Egypt's clock changes whatever the reader's own zone. Callers put nothing medical in
 * either (a complaint, a test's name, a note), nor a patient's home address: they may be seen by others.
 */

/** YYYYMMDDTHHMMSS on Cairo's clock. */
function cairoStamp(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: egyptTimeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  )
  return `${parts.year}${parts.month}${parts.day}T${parts.hour}${parts.minute}${parts.second}`
}

const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 5545 text: backslash, semicolon and comma escaped, newlines as \n. */
const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')

/** RFC 5545 §3.1: lines longer than 75 octets are folded (a CRLF and a space). */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line)
  if (bytes.length <= 75) return line
  const out: string[] = []
  let current = ''
  for (const char of line) {
    if (new TextEncoder().encode(current + char).length > (out.length === 0 ? 75 : 74)) {
      out.push(current)
      current = char
    } else current += char
  }
  out.push(current)
  return out.join('\r\n ')
}

export interface CalendarEvent {
  id: string
  title: string
  start: Date
  end: Date
  /** Where to go, when the visit is somewhere the event may name (a centre's address; never a patient's home). */
  location?: string
  url?: string
  now?: Date
}

/** An iCalendar file with one event in Africa/Cairo; Egypt's summer time (since 2023: last Friday of April to the last
 * Thursday of October) is described by its rules, for calendars that do not know the zone. */
export function eventIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Sehha//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VTIMEZONE',
    `TZID:${egyptTimeZone}`,
    'BEGIN:STANDARD',
    // Summer time ends at 24:00 on October's last Thursday; iCalendar has no 24:00, so one second before it.
    'DTSTART:20231026T235959',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1TH',
    'TZOFFSETFROM:+0300',
    'TZOFFSETTO:+0200',
    'TZNAME:EET',
    'END:STANDARD',
    'BEGIN:DAYLIGHT',
    'DTSTART:20230428T000000',
    'RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=-1FR',
    'TZOFFSETFROM:+0200',
    'TZOFFSETTO:+0300',
    'TZNAME:EEST',
    'END:DAYLIGHT',
    'END:VTIMEZONE',
    'BEGIN:VEVENT',
    `UID:${event.id}@sehha`,
    `DTSTAMP:${utcStamp(event.now ?? new Date())}`,
    `DTSTART;TZID=${egyptTimeZone}:${cairoStamp(event.start)}`,
    `DTEND;TZID=${egyptTimeZone}:${cairoStamp(event.end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'BEGIN:VALARM',
    'TRIGGER:-PT30M',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}

/** WhatsApp's share link with a prepared text (https://wa.me/?text=…). */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`
