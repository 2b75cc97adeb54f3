import { AccessTokensPanel } from '@/features/account/components/AccessTokensPanel';
import { SecurityForm } from '@/features/account/components/SecurityForm';

export default function AccountSecurityRoute() {
  return (
    <>
      <SecurityForm />
      <AccessTokensPanel />
    </>
  );
}
