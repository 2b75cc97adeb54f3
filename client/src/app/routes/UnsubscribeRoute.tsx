import { AUTH_UI } from '@ticklist/contracts';
import { MailedLinkPage } from '@/features/auth/components/MailedLinkPage';
import { UnsubscribePanel } from '@/features/auth/components/UnsubscribePanel';

export default function UnsubscribeRoute() {
  return <MailedLinkPage title={AUTH_UI.unsubscribeTitle} panel={UnsubscribePanel} />;
}
