import { useQuery } from '@tanstack/react-query';
import type { NotificationSettings, NotificationSettingsResponse } from '@ticklist/contracts';
import { ApiError, apiRequest } from '@/lib/api-client';

export const notificationSettingsKey = ['account', 'notification-settings'] as const;

const ALL_OFF: NotificationSettings = {
  emailNotifications: false,
  pushNotifications: false,
  shareNotifications: false,
  applicationUpdates: false,
  replyToOwner: false,
};

/** GET /api/user/notification-settings; a 404 is read as all off (spec section 7). */
export async function fetchNotificationSettings(): Promise<NotificationSettings> {
  try {
    return await apiRequest<NotificationSettings>('/user/notification-settings');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return ALL_OFF;
    throw error;
  }
}

export const useNotificationSettings = () =>
  useQuery({ queryKey: notificationSettingsKey, queryFn: fetchNotificationSettings, staleTime: 0 });

/** PUT /api/user/notification-settings with the four booleans → { settings }. */
export const saveNotificationSettings = (settings: NotificationSettings) =>
  apiRequest<NotificationSettingsResponse>('/user/notification-settings', { method: 'PUT', body: settings });
