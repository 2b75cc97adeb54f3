export interface NotificationSettings {
  emailNotifications: boolean;
  pushNotifications: boolean;
  shareNotifications: boolean;
  applicationUpdates: boolean;
}

/** Defaults for a new account: mails that serve the product on, marketing-like updates off. */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  emailNotifications: true,
  pushNotifications: false,
  shareNotifications: true,
  applicationUpdates: false,
};

export interface NotificationSettingsResponse {
  settings: NotificationSettings;
}

export interface DeletionStatistics {
  checklists: number;
  checklist_items: number;
  shares_created: number;
  shares_received: number;
  user_responses: number;
  responses_to_user_checklists: number;
}

export interface DeletionPreviewResponse {
  statistics: DeletionStatistics;
}
