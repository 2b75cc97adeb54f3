import { ACCOUNT_UI } from '@ticklist/contracts';
import { AccessTokensPanel } from '@/features/account/components/AccessTokensPanel';
import { PasskeysPanel } from '@/features/account/components/PasskeysPanel';
import { SecurityForm } from '@/features/account/components/SecurityForm';
import { SessionsPanel } from '@/features/account/components/SessionsPanel';
import { TwoFactorPanel } from '@/features/account/components/TwoFactorPanel';
import { usePublicConfig } from '@/features/public/api/public-config';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountSecurityRoute() {
  useDocumentTitle(ACCOUNT_UI.navSecurity);
  // Passkeys only where the server offers them (APP_URL https:// or http://localhost).
  const passkeys = usePublicConfig().data?.signIn?.passkeys === true;
  return (
    <>
      <SecurityForm />
      <TwoFactorPanel />
      {passkeys && <PasskeysPanel />}
      <SessionsPanel />
      <AccessTokensPanel />
    </>
  );
}
