import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function AccountSettingsRoute() {
  return (
    <PageShell title="AccountSettings">
      <h1>AccountSettings</h1>
    </PageShell>
  );
}
