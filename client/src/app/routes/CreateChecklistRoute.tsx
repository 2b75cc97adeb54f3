import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function CreateChecklistRoute() {
  return (
    <PageShell title="CreateChecklist">
      <h1>CreateChecklist</h1>
    </PageShell>
  );
}
