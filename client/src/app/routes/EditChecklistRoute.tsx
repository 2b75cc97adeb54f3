import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function EditChecklistRoute() {
  return (
    <PageShell title="EditChecklist">
      <h1>EditChecklist</h1>
    </PageShell>
  );
}
