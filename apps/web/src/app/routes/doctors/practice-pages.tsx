import { practiceKindSchema } from '@app/domain/doctors'
import { useLocation } from '#web/shared/lib/router'
import { href } from '#web/app/paths'
import { SchedulePage } from '../schedules/schedule'
import { ProfileEditPage } from '#web/flows/doctor-editor/profile-edit-page'

/**
 * The doctor's practice pages (SPEC 2.1, 2.8): /profile/edit/video, /clinic, /home and /schedule, which embed the
 * same schedule editor. One lazy module behind one import (as search-pages.tsx); the practice is the path's end.
 */
export default function PracticePagesRoute() {
  const { pathname } = useLocation()
  if (pathname === href('schedule')) return <SchedulePage />
  const practice = practiceKindSchema.catch('video').parse(pathname.split('/').at(-1))
  return <ProfileEditPage practice={practice} />
}
