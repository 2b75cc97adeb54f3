import type { DeletionStatistics, NotificationSettings } from '@ticklist/contracts';
import type { UserEntity } from '../users/user.entity';

export function toNotificationSettings(user: Pick<UserEntity, keyof NotificationSettings>): NotificationSettings {
  return {
    emailNotifications: user.emailNotifications,
    pushNotifications: user.pushNotifications,
    shareNotifications: user.shareNotifications,
    applicationUpdates: user.applicationUpdates,
    replyToOwner: user.replyToOwner,
  };
}

/** COUNT(*) comes back from pg as a string (bigint). */
export function toDeletionStatistics(row: Record<keyof DeletionStatistics, string | number>): DeletionStatistics {
  return {
    checklists: Number(row.checklists),
    checklist_items: Number(row.checklist_items),
    shares_created: Number(row.shares_created),
    shares_received: Number(row.shares_received),
    user_responses: Number(row.user_responses),
    responses_to_user_checklists: Number(row.responses_to_user_checklists),
  };
}
