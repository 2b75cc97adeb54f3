import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function UnsubscribeRoute() {
  return (
    <PageShell title="Unsubscribe">
      <h1>Unsubscribe</h1>
    </PageShell>
  );
}
