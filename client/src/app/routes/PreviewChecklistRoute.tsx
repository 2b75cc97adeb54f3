import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function PreviewChecklistRoute() {
  return (
    <PageShell title="PreviewChecklist">
      <h1>PreviewChecklist</h1>
    </PageShell>
  );
}
