import { lazy, memo, Suspense, useId, useState } from 'react';
import { GUEST_PAGE_TEXTS, REVIEW_UI, SHARING_MESSAGES as M, type AnswerValue, type GuestItem } from '@ticklist/contracts';
import { DisclosureButton } from '@/components/ui/DisclosureButton';
import { userText, UserText } from '@/components/ui/UserText';

/** Issue 46: loaded only for a list with items that are not tick boxes (the tick-only page stays light). */
const AnswerField = lazy(() => import('../answers/AnswerField').then((m) => ({ default: m.AnswerField })));

/**
 * One item of the guest view: the tick, its error, and the help and personal notes it can open.
 * Memoized: a change to one item, the save indicator or the live connection re-renders that item
 * or none, not the whole list (the handlers it is given are stable).
 */
export const RunnerItem = memo(function RunnerItem({
  item,
  done,
  onToggle,
  tickError,
  notes,
  onNotesChange,
  noteErrors,
  readOnly = false,
  reworkReason,
  answer,
}: {
  item: GuestItem;
  done: boolean;
  onToggle: (item: GuestItem) => void;
  tickError?: string;
  notes: string;
  onNotesChange: (itemId: string, text: string) => void;
  noteErrors?: string[];
  /** The owner closed the checklist: shown as it is, nothing can change. */
  readOnly?: boolean;
  /** Issue 48: the owner sent this item back; why, shown beside it. */
  reworkReason?: string;
  /** Issue 46: an item that asks for an answer, not a tick: its answer, how to save it, its error. */
  answer?: { value: AnswerValue; onAnswer: (item: GuestItem, value: AnswerValue) => void; error?: string; flagged: boolean };
}) {
  const id = useId();
  const [helpOpen, setHelpOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const help = item.description?.trim() ? item.description : null;
  const hasNotes = notes.trim().length > 0;
  const checkId = `${id}-check`;
  const helpId = `${id}-help`;
  const notesId = `${id}-notes`;
  const notesErrorId = `${id}-notes-error`;

  return (
    <li className={done ? 'card runner-item runner-item--done' : 'card runner-item'}>
      {answer ? (
        <Suspense fallback={<p className="runner-item__text" {...userText}>{item.text}</p>}>
          <AnswerField item={item} answer={answer.value} onAnswer={answer.onAnswer} error={answer.error} readOnly={readOnly} flagged={answer.flagged} />
        </Suspense>
      ) : (
        <div className="runner-item__main">
          <input id={checkId} type="checkbox" className="runner-item__check" checked={done} onChange={() => onToggle(item)} disabled={readOnly} />
          <label htmlFor={checkId} className={done ? 'runner-item__text strike' : 'runner-item__text'} {...userText}>
            {item.text}
          </label>
        </div>
      )}
      {reworkReason && (
        <p className="runner-item__rework" {...userText}>
          {REVIEW_UI.guestReworkReason(reworkReason)}
        </p>
      )}
      {tickError && (
        <p className="field-error runner-item__error" role="alert">
          {tickError}
        </p>
      )}
      <div className="row runner-item__tools">
        {help && (
          <DisclosureButton className="btn btn--ghost btn--small" open={helpOpen} controls={helpId} onToggle={() => setHelpOpen((o) => !o)}>
            {M.help}
            <span className="visually-hidden"> – {item.text}</span>
          </DisclosureButton>
        )}
        <DisclosureButton className="btn btn--ghost btn--small" open={notesOpen} controls={notesId} onToggle={() => setNotesOpen((o) => !o)}>
          {M.notes}
          {hasNotes && <span className="runner-item__dot" aria-hidden="true" />}
          <span className="visually-hidden">
            {' '}
            – {item.text}
            {hasNotes && ` (${GUEST_PAGE_TEXTS.hasNote})`}
          </span>
        </DisclosureButton>
      </div>
      {help && (
        <div id={helpId} className="runner-item__help" hidden={!helpOpen}>
          <strong>{M.helpPrefix}</strong> <UserText>{help}</UserText>
        </div>
      )}
      <div id={notesId} className="field runner-item__notes" hidden={!notesOpen}>
        <label htmlFor={`${notesId}-input`}>{M.notesLabel}</label>
        <p id={`${notesId}-private`} className="hint">
          {GUEST_PAGE_TEXTS.notesPrivate}
        </p>
        <textarea
          readOnly={readOnly}
          id={`${notesId}-input`}
          className="textarea"
          {...userText}
          placeholder={M.notesPlaceholder}
          // Named after its item, the visible label first: every item has a notes box (issue 44).
          aria-label={`${M.notesLabel} – ${item.text}`}
          value={notes}
          onChange={(e) => onNotesChange(item.id, e.target.value)}
          aria-invalid={noteErrors?.length ? true : undefined}
          aria-describedby={noteErrors?.length ? `${notesId}-private ${notesErrorId}` : `${notesId}-private`}
        />
        {noteErrors && noteErrors.length > 0 && (
          <div id={notesErrorId} role="alert">
            {noteErrors.map((line) => (
              <p key={line} className="field-error">
                {line}
              </p>
            ))}
          </div>
        )}
      </div>
    </li>
  );
});
