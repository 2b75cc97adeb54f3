import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function AccountProfileRoute() {
  return (
    <PageShell title="AccountProfile">
      <h1>AccountProfile</h1>
    </PageShell>
  );
}
