import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function LandingRoute() {
  return (
    <PageShell title="Landing">
      <h1>Landing</h1>
    </PageShell>
  );
}
