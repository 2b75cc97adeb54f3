import { useEffect, useRef, useState, type RefObject } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { CHECKLIST_UI as T } from '@ticklist/contracts';
import { newItem, type ChecklistFormValues } from '../form/checklist-form-model';
import { usePointerReorder } from './use-pointer-reorder';

/**
 * The form's task list: add, remove (never the last), move by drag or by the arrow buttons, insert
 * the tasks of a pasted list.
 * Every change is announced to screen readers and keeps focus on a sensible control; errors
 * follow their task through `onMoved` / `onRemoved`.
 */
export function useTaskList({
  control,
  uid,
  listRef,
  onMoved,
  onRemoved,
  onAdded,
  onInserted,
}: {
  control: Control<ChecklistFormValues>;
  uid: string;
  listRef: RefObject<HTMLOListElement | null>;
  onMoved: (from: number, to: number) => void;
  onRemoved: (index: number) => void;
  onAdded: () => void;
  onInserted: (at: number, count: number) => void;
}) {
  const { fields, append, remove, move, insert } = useFieldArray({ control, name: 'items' });
  const [announcement, setAnnouncement] = useState('');
  /** What the last pasted list did, shown until the list changes otherwise. */
  const [pasteStatus, setPasteStatus] = useState('');
  const pendingFocus = useRef<string | null>(null);

  // Focus that must wait for the re-render after a move or removal.
  useEffect(() => {
    if (!pendingFocus.current) return;
    const el = document.getElementById(pendingFocus.current) ?? document.querySelector<HTMLElement>(pendingFocus.current);
    pendingFocus.current = null;
    el?.focus();
    // A text field gets the caret at the end of its text, where typing goes on.
    if (el instanceof HTMLInputElement && el.type === 'text') el.setSelectionRange(el.value.length, el.value.length);
  });

  const moveTask = (from: number, to: number) => {
    if (to < 0 || to >= fields.length || from === to) return;
    move(from, to);
    onMoved(from, to);
    setPasteStatus('');
  };

  const moveByKeyboard = (index: number, delta: -1 | 1) => {
    const to = index + delta;
    if (to < 0 || to >= fields.length) return;
    const key = fields[index].id;
    moveTask(index, to);
    setAnnouncement(T.moved(to + 1, fields.length));
    // Keep focus on the same control of the moved task, or its other arrow at the ends.
    const edge = (delta === -1 && to === 0) || (delta === 1 && to === fields.length - 1);
    const dir = edge ? (delta === -1 ? 'down' : 'up') : delta === -1 ? 'up' : 'down';
    pendingFocus.current = `[data-move="${key}-${dir}"]`;
  };

  const { dragging, onHandlePointerDown } = usePointerReorder({
    getRows: () => Array.from(listRef.current?.children ?? []) as HTMLElement[],
    onMove: moveTask,
    onDrop: (at) => setAnnouncement(T.moved(at + 1, fields.length)),
  });

  const removeTask = (index: number) => {
    if (fields.length <= 1) return;
    remove(index);
    onRemoved(index);
    setPasteStatus('');
    setAnnouncement(T.removed(index + 1));
    const next = Math.min(index, fields.length - 2);
    pendingFocus.current = `${uid}-heading-${next}`;
  };

  /** Adds a task at the end (issue 46: or another item, such as a section heading). */
  const addTask = (item = newItem()) => {
    append(item);
    setPasteStatus('');
    setAnnouncement(T.added(fields.length + 1));
    onAdded();
  };

  /**
   * The tasks of a pasted list after the one at `index` (whose field took the first line), with
   * the status saying how many were added and how many did not fit; focus goes to the last one.
   */
  const insertPasted = (index: number, texts: string[], leftOut: number, max: number) => {
    setAnnouncement('');
    setPasteStatus(T.pastedList(texts.length + 1, leftOut, max));
    if (!texts.length) return;
    insert(index + 1, texts.map((text) => ({ ...newItem(), text })), { shouldFocus: false });
    onInserted(index + 1, texts.length);
    pendingFocus.current = `${uid}-item-${index + texts.length}-text`;
  };

  /**
   * Enter in a task's text (issue 44): typing goes on in the next task, a new one when this is the
   * last or the next one already has text. Nothing when the list is full.
   */
  const nextTask = (index: number, texts: readonly string[], max: number) => {
    const next = index + 1;
    if (next < fields.length && !texts[next]?.trim()) {
      pendingFocus.current = `${uid}-item-${next}-text`;
      setAnnouncement('');
      return;
    }
    if (fields.length >= max) return;
    insert(next, newItem(), { shouldFocus: false });
    onInserted(next, 1);
    setPasteStatus('');
    setAnnouncement(T.added(next + 1));
    pendingFocus.current = `${uid}-item-${next}-text`;
  };

  /** Focuses an element by id after the next render. */
  const focusAfterRender = (id: string) => {
    pendingFocus.current = id;
  };

  return { fields, announcement, pasteStatus, dragging, onHandlePointerDown, moveByKeyboard, removeTask, addTask, nextTask, insertPasted, focusAfterRender };
}
