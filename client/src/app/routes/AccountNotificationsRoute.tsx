import { NotificationSettingsPanel } from '@/features/account/components/NotificationSettingsPanel';

export default function AccountNotificationsRoute() {
  return <NotificationSettingsPanel />;
}
