import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function VerifyEmailRoute() {
  return (
    <PageShell title="VerifyEmail">
      <h1>VerifyEmail</h1>
    </PageShell>
  );
}
