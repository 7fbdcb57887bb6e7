import type { Notification, NotificationType } from '@app/domain/notifications'
import type { NotificationRecord } from './notifications.repository'

export function toNotification(row: NotificationRecord): Notification {
  return {
    id: row.id,
    type: row.type as NotificationType,
    params: row.params,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }
}
