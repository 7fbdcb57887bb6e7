import type { AdminEditableRole } from '@app/domain/profiles'
import { href } from '#web/app/paths'

/** The address names the profile as the admins' pages do (/manage-labs/{labId}), as the doctor editor's ?doctorId=. */
export const idParam = { patient: 'patientId', lab: 'labId', radio: 'radioId' } as const satisfies Record<
  AdminEditableRole,
  string
>

/** `/profile/edit?patientId=…` (or labId, radioId): where an admin edits that user's profile. */
export function profileEditHref(role: AdminEditableRole, userId: string): string {
  return `${href('profileEdit')}?${idParam[role]}=${encodeURIComponent(userId)}`
}
