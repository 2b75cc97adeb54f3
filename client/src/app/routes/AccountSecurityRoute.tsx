import { ACCOUNT_UI } from '@ticklist/contracts';
import { SecurityForm } from '@/features/account/components/SecurityForm';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountSecurityRoute() {
  useDocumentTitle(ACCOUNT_UI.navSecurity);
  return <SecurityForm />;
}
