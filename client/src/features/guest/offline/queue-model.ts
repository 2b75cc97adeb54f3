import type { AnswerValue, GuestShareResponse, RespondKey } from '@ticklist/contracts';
import { overlayAnswer, type QueuedFile } from '../answers/answer-overlay';

/** One tick or note made on this device while it could not reach the server. */
export interface QueuedChange {
  /** Made on the device; sent as the Idempotency-Key, so a retried send is applied once. */
  id: string;
  item: string;
  /** Issue 46: 'answer' (a typed answer) and 'file' (a photo or file to upload) join ticks and notes. */
  key: RespondKey | 'answer' | 'file';
  value: boolean | string | AnswerValue;
  /** key 'file': the bytes and name, kept in IndexedDB until uploaded. */
  file?: QueuedFile;
  /** Notes only: the server's note this device last saw when this one was written. */
  base?: string | null;
  /** Recurring runs (issue 45): the run it was made in; absent (queued by an earlier version): the current run. */
  runId?: string;
}

/** A change to queue; an upload that failed on the network keeps the id it was first sent with. */
export type NewChange = Omit<QueuedChange, 'id'> & { id?: string };

/** A note written offline while the server's note changed meanwhile (another device). */
export interface NoteConflict {
  item: string;
  itemText: string;
  mine: string;
  theirs: string | null;
}

const text = (notes: string | null | undefined) => notes ?? '';

/** Whether a change belongs to the run the answer shows (a change made in an earlier run does not tick this one). */
export function inShownRun(change: Pick<QueuedChange, 'runId'>, data: GuestShareResponse | undefined): boolean {
  return !change.runId || !data?.share.run || change.runId === data.share.run.id;
}

/** The server's answer with the waiting changes applied on top, in order (what the guest sees). */
export function overlay(data: GuestShareResponse | undefined, changes: readonly QueuedChange[]): GuestShareResponse | undefined {
  if (!data?.share || changes.length === 0) return data;
  const byItem = new Map<string, QueuedChange[]>();
  for (const change of changes.filter((c) => inShownRun(c, data))) byItem.set(change.item, [...(byItem.get(change.item) ?? []), change]);
  const items = data.share.checklist.items.map((item) => {
    const mine = byItem.get(item.id);
    if (!mine) return item;
    let response: NonNullable<typeof item.response> = { ...item.response, complete: item.response?.complete ?? false, notes: item.response?.notes ?? null };
    for (const change of mine) {
      if (change.key === 'answer' || change.key === 'file') response = overlayAnswer(item, response, change);
      else response = change.key === 'complete' ? { ...response, complete: Boolean(change.value) } : { ...response, notes: String(change.value) };
    }
    return { ...item, response };
  });
  return { ...data, share: { ...data.share, checklist: { ...data.share.checklist, items } } };
}

/**
 * Compares the notes written offline with the server's answer: an item whose server note is
 * neither the one this device last saw nor the one it wrote was changed elsewhere, and its
 * offline notes are held back for the guest to choose (never a silent overwrite either way).
 */
export function findNoteConflicts(changes: readonly QueuedChange[], server: GuestShareResponse): NoteConflict[] {
  const conflicts: NoteConflict[] = [];
  for (const item of server.share.checklist.items) {
    // Only against the run the answer shows: a note made in an earlier run meets that run's note, not this one's.
    const notes = changes.filter((c) => c.item === item.id && c.key === 'notes' && inShownRun(c, server));
    if (notes.length === 0) continue;
    const theirs = item.response?.notes ?? null;
    const seen = text(notes[0]!.base);
    const mine = String(notes[notes.length - 1]!.value);
    if (text(theirs) !== seen && text(theirs) !== mine) conflicts.push({ item: item.id, itemText: item.text, mine, theirs });
  }
  return conflicts;
}

/** The changes that may be sent now: every one but the notes of items in conflict, in order. */
export function sendable(changes: readonly QueuedChange[], conflicts: readonly NoteConflict[]): QueuedChange[] {
  const held = new Set(conflicts.map((c) => c.item));
  return changes.filter((c) => !(c.key === 'notes' && held.has(c.item)));
}

/**
 * The guest's choice for a conflict: 'theirs' drops the offline notes of that item; 'mine' keeps
 * one change with the offline text, now based on the note it replaces, at the end of the queue.
 */
export function resolveConflict(changes: readonly QueuedChange[], conflict: NoteConflict, keep: 'mine' | 'theirs', newId: string): QueuedChange[] {
  const rest = changes.filter((c) => !(c.key === 'notes' && c.item === conflict.item));
  if (keep === 'theirs') return rest;
  return [...rest, { id: newId, item: conflict.item, key: 'notes', value: conflict.mine, base: conflict.theirs }];
}
