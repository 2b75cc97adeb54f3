import { PUBLIC_UI } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { Contact } from '@/features/public/components/Contact';

export default function ContactRoute() {
  return (
    <PageShell title={PUBLIC_UI.contactTitle} narrow>
      <Contact />
    </PageShell>
  );
}
