import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function AccountNotificationsRoute() {
  return (
    <PageShell title="AccountNotifications">
      <h1>AccountNotifications</h1>
    </PageShell>
  );
}
