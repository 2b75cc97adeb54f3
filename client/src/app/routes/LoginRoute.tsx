import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { LoginForm } from '@/features/auth/components/LoginForm';

export default function LoginRoute() {
  return (
    <AuthLayout title={AUTH_UI.signIn}>
      <LoginForm />
    </AuthLayout>
  );
}
