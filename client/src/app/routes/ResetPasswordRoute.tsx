import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function ResetPasswordRoute() {
  return (
    <PageShell title="ResetPassword">
      <h1>ResetPassword</h1>
    </PageShell>
  );
}
