import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  NOTES_AUTOSAVE_DEBOUNCE_MS,
  percent,
  SHARING_MESSAGES as M,
  offlineChangesWaiting,
  GUEST_PAGE_TEXTS as G,
  type AnswerValue,
  type GuestItem,
  type RespondKey,
  type ShareReview,
} from '@ticklist/contracts';
import { LiveRegion } from '@/components/ui/Alert';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { ApiError } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';
import { formatDate, formatTime } from '@/lib/format-date';
import { getOrCreate } from '@/lib/get-or-create';
import { useLatest } from '@/lib/use-latest';
import { LatestWriter, type WriteResult } from '../latest-writer';
import { RunnerItem } from './RunnerItem';
import { countedItems, hasAnswerKinds, useAnswers } from '../answers/use-answers';
import { GUEST_ANSWER_TEXTS as A } from '../answers/guest-answer-texts';
import { userText } from '@/components/ui/UserText';
import '../guest.css';

export interface RunnerChecklist {
  title: string;
  description: string | null;
  items: GuestItem[];
  /** Set when the owner closed it: the items are read-only. */
  closedAt?: string | null;
}

/** The reason an item was sent back for rework, while it waits to be answered again (issue 48). */
function reworkReason(review: ShareReview | undefined, itemId: string): string | undefined {
  if (review?.state !== 'changes_requested') return undefined;
  const item = review.items.find((i) => i.itemId === itemId);
  return item?.decision === 'rework' && item.reason ? item.reason : undefined;
}

/** A save refused because the owner closed the checklist (409): the server's words. */
const closedMessage = (error: unknown) => (error instanceof ApiError && error.status === 409 ? error.message : null);

export interface ChecklistRunnerProps {
  checklist: RunnerChecklist;
  /** Saves one field of one item; rejects when not saved (an ApiError with 422 errors on `value`). */
  save: (itemId: string, key: RespondKey | 'answer', value: boolean | string | AnswerValue) => Promise<unknown>;
  /** Best-effort save of notes typed but not yet saved when the page is left. */
  saveOnExit?: (itemId: string, notes: string) => void;
  /** The checklist title is the page's h1 on the guest page, an h2 under the preview's h1. */
  titleAs?: 'h1' | 'h2';
  /** Shown above the title (badges, sender, tip). */
  header?: ReactNode;
  /** Changes waiting offline (the guest page): the indicator's fourth state, then when they landed. */
  sync?: { waiting: number; flushing: boolean; syncedAt: Date | null; /** Issue 46: said instead when photos or files wait too. */ waitingText?: string };
  /** Issue 48: the owner's review; while they review (or once accepted) the items are read-only, and items sent back show why. */
  review?: ShareReview;
}

type Writers = { complete: Map<string, LatestWriter<boolean>>; notes: Map<string, LatestWriter<string>> };

/**
 * The guest view of a checklist: progress, save indicator, items to tick, help and personal
 * notes. Ticks show at once and roll back with a message if their save fails; notes save
 * NOTES_AUTOSAVE_DEBOUNCE_MS after the last keystroke, and a save never overtakes or drops another.
 */
export function ChecklistRunner({ checklist, save, saveOnExit, titleAs = 'h1', header, sync, review }: ChecklistRunnerProps) {
  const Title = titleAs;
  const items = checklist.items;

  // Ticks not yet confirmed by a save, shown over the caller's data.
  const [pendingTicks, setPendingTicks] = useState<Record<string, boolean>>({});
  const [tickErrors, setTickErrors] = useState<Record<string, string>>({});
  // Notes as typed (the source of truth once the guest types in an item).
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [noteErrors, setNoteErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(0);
  const [savedAt, setSavedAt] = useState<Date | null>(null);

  // Latest callbacks for the writers and the page-leave handler, which outlive a render.
  const saveRef = useLatest(save);
  const exitRef = useLatest(saveOnExit);
  /** Notes waiting for their debounce, per item: the timer and the text it will save. */
  const debounced = useRef(new Map<string, { timer: number; text: string }>());
  const writers = useRef<Writers>({ complete: new Map(), notes: new Map() });

  const tracked = useCallback(async (itemId: string, key: RespondKey | 'answer', value: boolean | string | AnswerValue) => {
    setSaving((n) => n + 1);
    try {
      await saveRef.current(itemId, key, value);
      setSavedAt(new Date());
    } finally {
      setSaving((n) => n - 1);
    }
  }, [saveRef]);

  // One writer per item and field, made on first use.
  const tickWriter = useCallback(
    (itemId: string) =>
      getOrCreate(writers.current.complete, itemId, () => {
        const send = (value: boolean) => tracked(itemId, 'complete', value);
        return new LatestWriter(send, (result: WriteResult) => {
          setPendingTicks(({ [itemId]: _done, ...rest }) => rest);
          if (!result.ok) {
            console.error('Saving the tick failed', result.error);
            setTickErrors((e) => ({ ...e, [itemId]: closedMessage(result.error) ?? M.tickFailed }));
          }
        });
      }),
    [tracked],
  );

  const notesWriter = useCallback(
    (itemId: string) =>
      getOrCreate(writers.current.notes, itemId, () => {
        const send = (value: string) => tracked(itemId, 'notes', value);
        return new LatestWriter(send, (result: WriteResult) => {
          if (result.ok) {
            setNoteErrors(({ [itemId]: _cleared, ...rest }) => rest);
            return;
          }
          // A refused note (too long …) is said under its field; anything else is logged.
          const closed = closedMessage(result.error);
          const lines = closed ? [closed] : sortFieldErrors(result.error, (key) => (key === 'value' ? 'value' : null))?.fields.value;
          if (lines) setNoteErrors((e) => ({ ...e, [itemId]: lines }));
          else console.error('Saving the notes failed', result.error);
        });
      }),
    [tracked],
  );

  // Issue 46: answers to items that are not tick boxes, saved like ticks.
  const answers = useAnswers(useCallback((itemId: string, value: AnswerValue) => tracked(itemId, 'answer', value), [tracked]));

  function isDone(item: GuestItem): boolean {
    if ((item.kind ?? 'check') !== 'check') return answers.isDone(item);
    return pendingTicks[item.id] ?? item.response?.complete ?? false;
  }

  function toggle(item: GuestItem) {
    const next = !isDone(item);
    setPendingTicks((p) => ({ ...p, [item.id]: next }));
    setTickErrors(({ [item.id]: _cleared, ...rest }) => rest);
    tickWriter(item.id).write(next);
  }

  function changeNotes(itemId: string, text: string) {
    setNotes((n) => ({ ...n, [itemId]: text }));
    const pending = debounced.current.get(itemId);
    if (pending !== undefined) window.clearTimeout(pending.timer);
    const timer = window.setTimeout(() => {
      debounced.current.delete(itemId);
      notesWriter(itemId).write(text);
    }, NOTES_AUTOSAVE_DEBOUNCE_MS);
    debounced.current.set(itemId, { timer, text });
  }

  // The items' handlers stay the same from render to render (RunnerItem is memoized) and call
  // this render's toggle and changeNotes.
  const handlers = useLatest({ toggle, changeNotes });
  const onToggle = useCallback((item: GuestItem) => handlers.current.toggle(item), [handlers]);
  const onNotesChange = useCallback((itemId: string, text: string) => handlers.current.changeNotes(itemId, text), [handlers]);

  // Notes still waiting for their debounce when the page goes away are saved there and then: on
  // pagehide, and already when the tab is hidden (a phone may end a hidden page without pagehide).
  // What one of them sent is no longer waiting, so the other sends nothing again.
  useEffect(() => {
    const onPageHide = () => {
      for (const [itemId, { timer, text }] of debounced.current) {
        window.clearTimeout(timer);
        exitRef.current?.(itemId, text);
      }
      debounced.current.clear();
      for (const [itemId, writer] of writers.current.notes) {
        const waiting = writer.takeWaiting();
        if (waiting !== undefined) exitRef.current?.(itemId, waiting);
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') onPageHide();
    };
    window.addEventListener('pagehide', onPageHide);
    document.addEventListener('visibilitychange', onVisibility);
    const pending = debounced.current;
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
      // Leaving the page inside the app: send what is waiting now rather than lose it.
      for (const [itemId, { timer, text }] of pending) {
        window.clearTimeout(timer);
        notesWriter(itemId).write(text);
      }
      pending.clear();
    };
  }, [notesWriter, exitRef]);

  const counted = countedItems(items);
  const doneCount = counted.filter(isDone).length;
  const total = counted.length;
  const pct = percent(doneCount, total);
  const allDone = total > 0 && doneCount === total;
  const lastSaved = sync?.syncedAt && (!savedAt || sync.syncedAt > savedAt) ? sync.syncedAt : savedAt;
  const busy = saving > 0 || !!sync?.flushing;
  const indicator = busy
    ? M.saving
    : sync?.waiting
      ? (sync.waitingText ?? offlineChangesWaiting(sync.waiting))
      : lastSaved
        ? M.savedAt(formatTime(lastSaved))
        : M.autoSaveEnabled;

  return (
    <div className="runner">
      <div className="card runner__head stack-sm">
        {header}
        <Title className="runner__title" {...userText}>{checklist.title}</Title>
        {checklist.description && <p className="runner__description" {...userText}>{checklist.description}</p>}
        {checklist.closedAt && (
          <div className="alert alert--info">
            <p>{G.closedByOwner(formatDate(checklist.closedAt))}</p>
            <p>{G.closedReadOnly}</p>
          </div>
        )}
        <div className="runner__progress">
          <div className="row row--between runner__progress-top">
            <span className="runner__progress-label">{M.progressLabel}</span>
            <span className="runner__pct">{pct}%</span>
          </div>
          <ProgressBar value={pct} ariaLabel={M.progressLabel} valueText={M.itemsCompleted(doneCount, total)} />
          <div className="row row--between runner__progress-bottom">
            <span className="runner__count">{M.itemsCompleted(doneCount, total)}</span>
            {/* A closed checklist saves nothing: no save state to promise. */}
            {/* Offline changes waiting are not saved: not in the "saved" green (issue 44). */}
            {!checklist.closedAt && (
              <LiveRegion className={busy ? 'runner__save runner__save--busy' : sync?.waiting ? 'runner__save runner__save--waiting' : 'runner__save'}>{indicator}</LiveRegion>
            )}
          </div>
        </div>
      </div>

      {hasAnswerKinds(items) && <p className="runner__shared">{A.sharedWithOwner}</p>}
      <ul className="runner__items">
        {items.map((item) => item.kind === 'heading' ? (
          <li key={item.id} className="runner__section">
            <h2 className="runner__section-title" {...userText}>{item.text}</h2>
            {item.description && <p className="runner__description" {...userText}>{item.description}</p>}
          </li>
        ) : (
          <RunnerItem
            key={item.id}
            item={item}
            done={isDone(item)}
            onToggle={onToggle}
            tickError={tickErrors[item.id]}
            notes={notes[item.id] ?? item.response?.notes ?? ''}
            onNotesChange={onNotesChange}
            noteErrors={noteErrors[item.id]}
            readOnly={!!checklist.closedAt || review?.state === 'submitted' || review?.state === 'accepted'}
            reworkReason={reworkReason(review, item.id)}
            answer={
              (item.kind ?? 'check') === 'check'
                ? undefined
                : { value: answers.answerOf(item), onAnswer: answers.answer, error: answers.errors[item.id], flagged: answers.isFlagged(item) }
            }
          />
        ))}
      </ul>

      {allDone && (
        <div className="alert alert--success runner__congrats" role="status">
          <p className="runner__congrats-title">{M.congratulations}</p>
          <p className="runner__congrats-text">{M.progressSaved}</p>
        </div>
      )}
    </div>
  );
}
