import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function GuestChecklistRoute() {
  return (
    <PageShell title="GuestChecklist">
      <h1>GuestChecklist</h1>
    </PageShell>
  );
}
