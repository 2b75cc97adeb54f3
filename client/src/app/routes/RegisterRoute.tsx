import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function RegisterRoute() {
  return (
    <PageShell title="Register">
      <h1>Register</h1>
    </PageShell>
  );
}
