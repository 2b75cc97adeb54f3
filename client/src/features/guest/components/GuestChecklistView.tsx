import { lazy, Suspense, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { GUEST_PAGE_TEXTS as G, SHARING_MESSAGES as M, type AnswerValue, type GuestShareResponse, type RespondKey } from '@ticklist/contracts';
import { ApiError, errorMessage, NetworkError } from '@/lib/api-client';
import { PageShell } from '@/components/ui/PageShell';
import { Spinner } from '@/components/ui/Spinner';
import { inSentence } from '@/components/ui/UserText';
import { guestShareKey, useGuestShare } from '../api/guest-share';
import { respondOnExit, useRespond, type GuestRespondBody } from '../api/respond';
import { formatDate } from '@/lib/format-date';
import { revealApp } from '@/lib/server-snapshot';
import { overlay, type NoteConflict } from '../offline/queue-model';
import { useOfflineGuest } from '../offline/use-offline-guest';
import { ChecklistRunner } from './ChecklistRunner';
import { GuestDueNote } from './GuestDueNote';
import { GuestFailure } from './GuestFailure';
import { GuestMessages } from './GuestMessages';
import { GuestReviewNote } from './GuestReviewNote';
import { AnswerFilesContext } from '../answers/answer-files-context';
import { useGuestAnswerFiles } from '../answers/use-guest-answer-files';
import { waitingCounts } from '../answers/answer-overlay';
import { GUEST_ANSWER_TEXTS as A } from '../answers/guest-answer-texts';
import { GuestRunHeader } from './GuestRunHeader';
import { GuestPastRuns } from './GuestPastRuns';
import { runOf } from '../runs/run-of';

const NoteConflicts = lazy(() => import('../offline/NoteConflicts'));

/** The guest checklist page (/shared/{accessToken}): loading, failure, and the checklist to work through. */
export function GuestChecklistView({ accessToken }: { accessToken: string }) {
  const query = useGuestShare(accessToken);
  const queryClient = useQueryClient();
  const respond = useRespond(accessToken);
  const { mutateAsync } = respond;
  const offline = useOfflineGuest(accessToken, query.data);
  const { mustQueue, enqueue, enqueueWhenReady } = offline;
  const answerFiles = useGuestAnswerFiles(accessToken, offline);
  // A choice in a note conflict starts the items afresh from what is now kept.
  const [resolved, setResolved] = useState(0);
  // The page the server rendered into the HTML gives way once this one shows the same (or its failure).
  useLayoutEffect(() => {
    if (!query.isPending) revealApp();
  }, [query.isPending]);

  /** The change for the offline queue; a note carries the server's note this device last saw. */
  const queued = useCallback(
    (item: string, key: RespondKey | 'answer', value: boolean | string | AnswerValue) => {
      const seen = queryClient.getQueryData<GuestShareResponse>(guestShareKey(accessToken));
      const base = seen?.share.checklist.items.find((i) => i.id === item)?.response?.notes ?? null;
      const run = runOf(seen);
      return key === 'notes' ? { item, key, value, base, ...run } : { item, key, value, ...run };
    },
    [queryClient, accessToken],
  );

  const save = useCallback(
    async (item: string, key: RespondKey | 'answer', value: boolean | string | AnswerValue) => {
      if (mustQueue() && enqueue(queued(item, key, value))) return;
      try {
        return await mutateAsync({ item, key, value, ...runOf(queryClient.getQueryData<GuestShareResponse>(guestShareKey(accessToken))) } as GuestRespondBody);
      } catch (error) {
        // The network went away under this save: it waits in the queue instead of being lost.
        if (error instanceof NetworkError && (await enqueueWhenReady(queued(item, key, value)))) return;
        throw error;
      }
    },
    [mutateAsync, mustQueue, enqueue, enqueueWhenReady, queued, queryClient, accessToken],
  );
  const saveOnExit = useCallback(
    (item: string, notes: string) => {
      if (mustQueue() && enqueue(queued(item, 'notes', notes))) return;
      respondOnExit(accessToken, { item, key: 'notes', value: notes, ...runOf(queryClient.getQueryData<GuestShareResponse>(guestShareKey(accessToken))) });
    },
    [accessToken, mustQueue, enqueue, queued, queryClient],
  );
  const resolve = useCallback(
    (conflict: NoteConflict, keep: 'mine' | 'theirs') => {
      offline.resolve(conflict, keep);
      setResolved((n) => n + 1);
    },
    [offline],
  );

  const changes = offline.state?.changes;
  const shown = useMemo(() => overlay(query.data, changes ?? []), [query.data, changes]);
  const notice = offline.state?.notice ? (
    <p className="alert alert--warning" role="alert">
      {offline.state.notice}
    </p>
  ) : null;

  if (query.isPending) {
    return (
      <PageShell title={M.loading}>
        <Spinner label={M.loading} />
      </PageShell>
    );
  }

  // 410: the owner revoked or replaced this link; the answer's message names whom to ask.
  if (query.error instanceof ApiError && query.error.status === 410) {
    return <GuestFailure title={G.linkInactiveTitle} lead={query.error.message} notice={notice} />;
  }

  // 404: the spec's failure state, saying what may have happened (deleted, removed, incomplete link; issue 44).
  if (query.error instanceof ApiError && query.error.status === 404) {
    return (
      <GuestFailure title={M.unableToLoad} lead={M.somethingWentWrong} notice={notice}>
        <p className="alert alert--info">{G.linkGone}</p>
      </GuestFailure>
    );
  }

  if (query.isError || !shown?.share) {
    return (
      <GuestFailure title={M.unableToLoad} lead={M.somethingWentWrong} notice={notice}>
        <p className="alert alert--error" role="alert">
          {errorMessage(query.error, M.loadFailed)}
        </p>
      </GuestFailure>
    );
  }

  const { share } = shown;
  const state = offline.state;
  const waiting = waitingCounts(state?.changes ?? []);
  return (
    <PageShell title={share.checklist.title}>
      <AnswerFilesContext.Provider value={answerFiles}>
      <ChecklistRunner
        key={resolved}
        checklist={share.checklist}
        save={save}
        saveOnExit={saveOnExit}
        titleAs="h1"
        sync={
          state
            ? { waiting: state.changes.length, flushing: state.flushing, syncedAt: state.syncedAt, ...(waiting.files ? { waitingText: A.waitingPhotos(waiting.changes, waiting.files) } : {}) }
            : undefined
        }
        review={share.review}
        header={
          <>
            <div className="runner__meta">
              <span className="badge badge--primary">{M.guestAccess}</span>
              <span>{inSentence(M.sharedBy, M.ownerNamed(share.sharedBy.email, share.sharedBy.name))}</span>
              <span>{M.sharedAtLabel(formatDate(share.sharedAt))}</span>
            </div>
            <GuestDueNote share={share} />
            <GuestRunHeader share={share} />
            <GuestReviewNote review={share.review} />
            {/* Closed, nothing saves: the page says so (ChecklistRunner) instead of promising it. */}
            {!share.checklist.closedAt && <p className="alert alert--info runner__tip">{M.guestTip}</p>}
            {notice}
            {state && state.conflicts.length > 0 && (
              <Suspense fallback={null}>
                <NoteConflicts conflicts={state.conflicts} onResolve={resolve} />
              </Suspense>
            )}
          </>
        }
      />
      </AnswerFilesContext.Provider>
      <GuestPastRuns accessToken={accessToken} share={share} />
      <GuestMessages accessToken={accessToken} share={share} />
    </PageShell>
  );
}
