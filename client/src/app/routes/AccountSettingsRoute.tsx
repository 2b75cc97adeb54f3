import { ACCOUNT_UI } from '@ticklist/contracts';
import { SettingsPanel } from '@/features/account/components/SettingsPanel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountSettingsRoute() {
  useDocumentTitle(ACCOUNT_UI.navSettings);
  return <SettingsPanel />;
}
