import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function ForgotRoute() {
  return (
    <PageShell title="Forgot">
      <h1>Forgot</h1>
    </PageShell>
  );
}
