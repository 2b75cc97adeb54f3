import { ACCOUNT_UI } from '@ticklist/contracts';
import { AccessTokensPanel } from '@/features/account/components/AccessTokensPanel';
import { SecurityForm } from '@/features/account/components/SecurityForm';
import { SessionsPanel } from '@/features/account/components/SessionsPanel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountSecurityRoute() {
  useDocumentTitle(ACCOUNT_UI.navSecurity);
  return (
    <>
      <SecurityForm />
      <SessionsPanel />
      <AccessTokensPanel />
    </>
  );
}
