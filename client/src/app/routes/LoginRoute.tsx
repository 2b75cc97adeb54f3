import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function LoginRoute() {
  return (
    <PageShell title="Login">
      <h1>Login</h1>
    </PageShell>
  );
}
