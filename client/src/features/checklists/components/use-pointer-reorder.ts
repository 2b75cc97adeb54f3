import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useLatest } from '@/lib/use-latest';

/**
 * Reordering a vertical list by dragging a handle with mouse, pen or touch (pointer events,
 * no library). While the pointer is held, crossing the middle of a neighbour moves the dragged
 * row into its place; `onMove(from, to)` applies it. Keyboard users get move buttons instead.
 */
export function usePointerReorder(options: {
  /** The rows' elements, in their current order. */
  getRows: () => HTMLElement[];
  onMove: (from: number, to: number) => void;
  onDrop?: (index: number) => void;
}) {
  const [dragging, setDragging] = useState<number | null>(null);
  const current = useRef<number | null>(null);
  const opts = useLatest(options);

  const stop = useRef<() => void>(() => undefined);
  useEffect(() => () => stop.current(), []);

  const onHandlePointerDown = useCallback((index: number, event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.preventDefault();
    current.current = index;
    setDragging(index);

    const onPointerMove = (e: PointerEvent) => {
      const from = current.current;
      if (from === null) return;
      e.preventDefault();
      // Keep the row in reach near the viewport's edges.
      const edge = 48;
      if (e.clientY < edge) window.scrollBy(0, -12);
      else if (e.clientY > window.innerHeight - edge) window.scrollBy(0, 12);

      const rows = opts.current.getRows();
      const y = e.clientY;
      for (let j = 0; j < rows.length; j++) {
        if (j === from) continue;
        const rect = rows[j].getBoundingClientRect();
        if (y < rect.top || y >= rect.bottom) continue;
        const mid = rect.top + rect.height / 2;
        if ((j < from && y < mid) || (j > from && y > mid)) {
          opts.current.onMove(from, j);
          current.current = j;
          setDragging(j);
        }
        break;
      }
    };
    const onPointerUp = () => {
      const at = current.current;
      stop.current();
      if (at !== null) opts.current.onDrop?.(at);
    };
    stop.current = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
      current.current = null;
      setDragging(null);
      stop.current = () => undefined;
    };
    window.addEventListener('pointermove', onPointerMove, { passive: false });
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
  }, [opts]);

  return { dragging, onHandlePointerDown };
}
