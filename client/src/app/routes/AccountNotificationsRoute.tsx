import { ACCOUNT_UI } from '@ticklist/contracts';
import { NotificationSettingsPanel } from '@/features/account/components/NotificationSettingsPanel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountNotificationsRoute() {
  useDocumentTitle(ACCOUNT_UI.navNotifications);
  return <NotificationSettingsPanel />;
}
