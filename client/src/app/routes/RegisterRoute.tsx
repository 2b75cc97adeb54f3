import { useSearchParams } from 'react-router-dom';
import { AUTH_UI } from '@ticklist/contracts';
import { AuthLayout } from '@/features/auth/components/AuthLayout';
import { RegisterForm } from '@/features/auth/components/RegisterForm';
import { InvitedSignUp } from '@/features/workspaces/components/InvitedSignUp';

export default function RegisterRoute() {
  // From an invitation's page (issue 47): the invitation stands in for the invite code.
  const invitation = useSearchParams()[0].get('invitation')?.trim();
  return (
    <AuthLayout title={AUTH_UI.registerTitle}>
      {invitation ? (
        <InvitedSignUp token={invitation} form={(email, invitedTo) => <RegisterForm defaultEmail={email} invitedTo={invitedTo} />} />
      ) : (
        <RegisterForm />
      )}
    </AuthLayout>
  );
}
