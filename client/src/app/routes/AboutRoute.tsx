import { PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { About } from '@/features/public/components/About';

export default function AboutRoute() {
  return (
    <PageShell title={PUBLIC_UI.aboutTitle} narrow>
      <About />
    </PageShell>
  );
}
