import { useParams } from 'react-router-dom';
import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { UnsubscribePanel } from '@/features/auth/components/UnsubscribePanel';

export default function UnsubscribeRoute() {
  const { token } = useParams();
  return (
    <AuthLayout title={AUTH_UI.unsubscribeTitle}>
      <UnsubscribePanel key={token ?? ''} token={token} />
    </AuthLayout>
  );
}
