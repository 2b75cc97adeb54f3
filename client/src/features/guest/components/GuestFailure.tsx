import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SHARING_MESSAGES as M } from '@ticklist/contracts';
import { PageShell } from '@/components/ui/PageShell';

interface GuestFailureProps {
  title: string;
  lead: string;
  /** The offline queue's notice, when it has one. */
  notice: ReactNode;
  /** What went wrong in detail, under the notice. */
  children?: ReactNode;
}

/** A guest page that cannot show its checklist (a link no longer active, or a failed load): why, and the way home. */
export function GuestFailure({ title, lead, notice, children }: GuestFailureProps) {
  return (
    <PageShell title={title} narrow>
      <div className="card stack center">
        <h1>{title}</h1>
        <p className="runner__failure-lead">{lead}</p>
        {notice}
        {children}
        <p>
          <Link to="/" className="btn btn--primary">
            {M.backToHome}
          </Link>
        </p>
      </div>
    </PageShell>
  );
}
