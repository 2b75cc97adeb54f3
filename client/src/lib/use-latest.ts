import { useInsertionEffect, useRef, type RefObject } from 'react';

/**
 * A ref that always holds the latest committed `value`, for callbacks that outlive a render
 * (listeners, timers, pointer handlers) without being re-created on every one. It is updated
 * in an insertion effect — before any layout or passive effect runs — rather than during
 * render, so a render React throws away never leaks into it. Read `.current` only outside
 * render; inside an effect's own callbacks, `useEffectEvent` is the simpler tool.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useInsertionEffect(() => {
    ref.current = value;
  });
  return ref;
}
