import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function AboutRoute() {
  return (
    <PageShell title="About">
      <h1>About</h1>
    </PageShell>
  );
}
