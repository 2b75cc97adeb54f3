import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function ContactRoute() {
  return (
    <PageShell title="Contact">
      <h1>Contact</h1>
    </PageShell>
  );
}
