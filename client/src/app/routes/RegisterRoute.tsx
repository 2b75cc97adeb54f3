import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { RegisterForm } from '@/features/auth/components/RegisterForm';

export default function RegisterRoute() {
  return (
    <AuthLayout title={AUTH_UI.registerTitle}>
      <RegisterForm />
    </AuthLayout>
  );
}
