import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function CookiesRoute() {
  return (
    <PageShell title="Cookies">
      <h1>Cookies</h1>
    </PageShell>
  );
}
