import { PageShell } from '@/components/ui/PageShell';

// Placeholder until its feature lands.
export default function DashboardListRoute() {
  return (
    <PageShell title="DashboardList">
      <h1>DashboardList</h1>
    </PageShell>
  );
}
