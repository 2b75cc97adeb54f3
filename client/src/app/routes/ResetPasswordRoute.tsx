import { AUTH_UI } from '@ticklist/contracts';
import { MailedLinkPage } from '@/features/auth/components/MailedLinkPage';
import { ResetPasswordPanel } from '@/features/auth/components/ResetPasswordPanel';

export default function ResetPasswordRoute() {
  return <MailedLinkPage title={AUTH_UI.resetTitle} panel={ResetPasswordPanel} />;
}
