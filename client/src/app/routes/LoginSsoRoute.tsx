import { OIDC_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { SsoFinishPanel } from '@/features/auth/components/SsoFinishPanel';

export default function LoginSsoRoute() {
  return (
    <AuthLayout title={OIDC_UI.finishingTitle}>
      <SsoFinishPanel />
    </AuthLayout>
  );
}
