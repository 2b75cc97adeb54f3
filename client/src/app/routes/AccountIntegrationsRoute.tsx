import { WEBHOOK_UI } from '@ticklist/contracts';
import { IntegrationsPanel } from '@/features/integrations/components/IntegrationsPanel';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AccountIntegrationsRoute() {
  useDocumentTitle(WEBHOOK_UI.title);
  return <IntegrationsPanel />;
}
