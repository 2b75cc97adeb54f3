import { useEffect, useRef } from 'react';

/**
 * A screen that changes in place (checking → form, form → 'Check Your Email' …) moves focus to
 * its new heading, so keyboard and screen-reader users hear what happened. Not on first render:
 * the router's page focus handles that. Returns the ref to put on the heading.
 */
export function useHeadingFocus(state: unknown, when = true) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (when) heading.current?.focus();
  }, [state, when]);
  return heading;
}
