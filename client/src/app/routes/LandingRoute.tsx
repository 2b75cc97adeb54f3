import { PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { Landing } from '@/features/public/components/Landing';

export default function LandingRoute() {
  return (
    <PageShell title={PUBLIC_UI.landingTitle} full>
      <Landing />
    </PageShell>
  );
}
