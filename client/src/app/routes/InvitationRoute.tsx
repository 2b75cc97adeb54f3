import { useParams } from 'react-router-dom';
import { WORKSPACE_UI as U } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';
import { InvitationPanel } from '@/features/workspaces/components/InvitationPanel';

export default function InvitationRoute() {
  const { token = '' } = useParams();
  return (
    <PageShell title={U.invitationTitle} narrow>
      <div className="card">
        <InvitationPanel key={token} token={token} />
      </div>
    </PageShell>
  );
}
