import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { RECIPIENT_CONTROL_TEXTS as R, SHARING_MESSAGES as M, type RespondKey } from '@ticklist/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { PageShell } from '@/components/ui/PageShell';
import { Spinner } from '@/components/ui/Spinner';
import { useGuestShare } from '../api/guest-share';
import { respondOnExit, useRespond } from '../api/respond';
import { formatDate } from '@/lib/format-date';
import { ChecklistRunner } from './ChecklistRunner';
import { GuestDueNote } from './GuestDueNote';

/** The guest checklist page (/shared/{accessToken}): loading, failure, and the checklist to work through. */
export function GuestChecklistView({ accessToken }: { accessToken: string }) {
  const query = useGuestShare(accessToken);
  const respond = useRespond(accessToken);
  const { mutateAsync } = respond;

  const save = useCallback(
    (item: string, key: RespondKey, value: boolean | string) => mutateAsync({ item, key, value }),
    [mutateAsync],
  );
  const saveOnExit = useCallback(
    (item: string, notes: string) => respondOnExit(accessToken, { item, key: 'notes', value: notes }),
    [accessToken],
  );

  if (query.isPending) {
    return (
      <PageShell title={M.loading}>
        <Spinner label={M.loading} />
      </PageShell>
    );
  }

  // 410: the owner revoked or replaced this link; the answer's message names whom to ask.
  if (query.error instanceof ApiError && query.error.status === 410) {
    return (
      <PageShell title={R.linkInactiveTitle} narrow>
        <div className="card stack center">
          <h1>{R.linkInactiveTitle}</h1>
          <p className="runner__failure-lead">{query.error.message}</p>
          <p>
            <Link to="/" className="btn btn--primary">
              {M.backToHome}
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }

  if (query.isError || !query.data?.share) {
    return (
      <PageShell title={M.unableToLoad} narrow>
        <div className="card stack center">
          <h1>{M.unableToLoad}</h1>
          <p className="runner__failure-lead">{M.somethingWentWrong}</p>
          <p className="alert alert--error" role="alert">
            {errorMessage(query.error, M.loadFailed)}
          </p>
          <p>
            <Link to="/" className="btn btn--primary">
              {M.backToHome}
            </Link>
          </p>
        </div>
      </PageShell>
    );
  }

  const { share } = query.data;
  return (
    <PageShell title={share.checklist.title}>
      <ChecklistRunner
        checklist={share.checklist}
        save={save}
        saveOnExit={saveOnExit}
        titleAs="h1"
        header={
          <>
            <div className="runner__meta">
              <span className="badge badge--primary">{M.guestAccess}</span>
              <span>{M.sharedBy(share.sharedBy.email)}</span>
              <span>{M.sharedAtLabel(formatDate(share.sharedAt))}</span>
            </div>
            <GuestDueNote share={share} />
            <p className="alert alert--info runner__tip">{M.guestTip}</p>
          </>
        }
      />
    </PageShell>
  );
}
