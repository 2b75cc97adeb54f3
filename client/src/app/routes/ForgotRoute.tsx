import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { ForgotPasswordForm } from '@/features/auth/components/ForgotPasswordForm';

export default function ForgotRoute() {
  return (
    <AuthLayout title={AUTH_UI.forgotTitle}>
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
