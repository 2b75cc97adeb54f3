import { useParams } from 'react-router-dom';
import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { VerifyEmailPanel } from '@/features/auth/components/VerifyEmailPanel';

export default function VerifyEmailRoute() {
  const { uuid, hash } = useParams();
  return (
    <AuthLayout title={AUTH_UI.verifyPageTitle}>
      <VerifyEmailPanel key={`${uuid}/${hash}`} uuid={uuid} hash={hash} />
    </AuthLayout>
  );
}
