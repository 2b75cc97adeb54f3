import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  CHECKLIST_MESSAGES,
  CHECKLIST_UI,
  PREVIEW_SIMULATED_SAVE_MS,
  SHARING_MESSAGES as M,
  type ChecklistForEdit,
  type GuestItem,
  type RespondKey,
  type AnswerValue,
  isAnswerDone,
} from '@ticklist/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ChecklistRunner, type RunnerChecklist } from './ChecklistRunner';

function toRunner(checklist: ChecklistForEdit): RunnerChecklist {
  return {
    title: checklist.title,
    description: checklist.description,
    items: [...checklist.items]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((i): GuestItem => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.displayOrder, kind: i.kind, required: i.required, settings: i.settings, response: null })),
  };
}

/**
 * /dashboard/preview/{id}: the guest view for the owner. Everything stays local; saving is
 * simulated. `query` is the owner's checklist as the screen loaded it (GET /edit, owned by the
 * checklists feature).
 */
export function ChecklistPreview({ query }: { query: UseQueryResult<ChecklistForEdit> }) {
  useDocumentTitle(M.previewTitle);

  const header = (
    <div className="preview-bar">
      <Link to="/dashboard" className="btn btn--small">
        ← {CHECKLIST_UI.backToDashboard}
      </Link>
      <div className="row">
        <h1>{M.previewTitle}</h1>
        <span className="badge badge--success">{M.livePreview}</span>
      </div>
      <p className="preview-bar__tip">{M.previewTip}</p>
    </div>
  );

  if (query.isPending) {
    return (
      <div className="preview">
        {header}
        <Spinner label={CHECKLIST_UI.loadingChecklist} />
      </div>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <div className="preview">
        {header}
        <div className="card stack center runner">
          <h2>{notFound ? CHECKLIST_MESSAGES.notFound : CHECKLIST_MESSAGES.fetchFailed}</h2>
          {!notFound && (
            <p className="alert alert--error" role="alert">
              {errorMessage(query.error, CHECKLIST_MESSAGES.fetchFailed)}
            </p>
          )}
          <p>
            <Link to="/dashboard" className="btn btn--primary">
              {CHECKLIST_UI.backToDashboard}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="preview">
      {header}
      <LocalRunner key={query.data.id} initial={toRunner(query.data)} />
    </div>
  );
}

/** The runner over local state: ticks and notes live in memory, each "save" just waits a second. */
function LocalRunner({ initial }: { initial: RunnerChecklist }) {
  const [checklist, setChecklist] = useState(initial);
  const save = useCallback(async (itemId: string, key: RespondKey | 'answer', value: boolean | string | AnswerValue) => {
    setChecklist((c) => ({
      ...c,
      items: c.items.map((item) =>
        item.id !== itemId
          ? item
          : {
              ...item,
              response: {
                ...item.response,
                complete:
                  key === 'complete'
                    ? Boolean(value)
                    : key === 'answer'
                      ? isAnswerDone(item.kind ?? 'check', item.settings ?? {}, value as AnswerValue)
                      : (item.response?.complete ?? false),
                notes: key === 'notes' ? String(value) : (item.response?.notes ?? null),
                ...(key === 'answer' ? { answer: value as AnswerValue } : {}),
              },
            },
      ),
    }));
    await new Promise((resolve) => window.setTimeout(resolve, PREVIEW_SIMULATED_SAVE_MS));
  }, []);

  return <ChecklistRunner checklist={checklist} save={save} titleAs="h2" />;
}
