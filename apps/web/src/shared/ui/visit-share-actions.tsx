import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import EventIcon from '@mui/icons-material/Event'
import ShareIcon from '@mui/icons-material/Share'
import { useEffect, useMemo } from 'react'
import { eventIcs, whatsappShareUrl, type CalendarEvent } from '#web/shared/lib/calendar'

/**
 * A visit's 'Add to calendar' (an .ics file on Cairo's clock) and its WhatsApp share, for a doctor booking (issue 9
 * §4) and a lab test or scan order (issue 43 §2). The caller words the event and the text, leaving out anything
 * medical and any home address.
 */
export function VisitShareActions({
  event,
  fileName,
  shareText,
  calendarLabel,
  shareLabel,
}: {
  event: CalendarEvent
  fileName: string
  shareText: string
  calendarLabel: string
  shareLabel: string
}) {
  // By its values, not the object a render makes: one file per event, revoked when it changes or the page goes.
  const { id, title, location, url } = event
  const start = event.start.getTime()
  const end = event.end.getTime()
  const calendarUrl = useMemo(() => {
    const ics = eventIcs({ id, title, location, url, start: new Date(start), end: new Date(end) })
    return URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }))
  }, [id, title, location, url, start, end])
  useEffect(() => () => URL.revokeObjectURL(calendarUrl), [calendarUrl])
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Button variant="contained" startIcon={<EventIcon />} href={calendarUrl} download={fileName}>
        {calendarLabel}
      </Button>
      <Button
        variant="outlined"
        startIcon={<ShareIcon />}
        href={whatsappShareUrl(shareText)}
        target="_blank"
        rel="noopener noreferrer"
      >
        {shareLabel}
      </Button>
    </Stack>
  )
}
