import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function AccountSecurityRoute() {
  return (
    <PageShell title="AccountSecurity">
      <h1>AccountSecurity</h1>
    </PageShell>
  );
}
