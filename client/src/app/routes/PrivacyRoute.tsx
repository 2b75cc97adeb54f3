import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function PrivacyRoute() {
  return (
    <PageShell title="Privacy">
      <h1>Privacy</h1>
    </PageShell>
  );
}
