import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function TermsRoute() {
  return (
    <PageShell title="Terms">
      <h1>Terms</h1>
    </PageShell>
  );
}
