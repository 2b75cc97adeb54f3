import { useParams } from 'react-router-dom';
import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { ResetPasswordPanel } from '@/features/auth/components/ResetPasswordPanel';

export default function ResetPasswordRoute() {
  const { token } = useParams();
  return (
    <AuthLayout title={AUTH_UI.resetTitle}>
      <ResetPasswordPanel key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
