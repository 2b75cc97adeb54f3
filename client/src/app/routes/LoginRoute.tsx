import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { LoginForm } from '@/features/auth/components/LoginForm';
import { usePublicConfig } from '@/features/public/api/public-config';

export default function LoginRoute() {
  const config = usePublicConfig();
  return (
    <AuthLayout title={AUTH_UI.signIn}>
      <LoginForm signIn={config.data?.signIn} />
    </AuthLayout>
  );
}
