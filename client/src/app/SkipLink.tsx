import type { MouseEvent } from 'react';

/** Focuses an element that is not natively focusable, without showing a focus ring for it. */
export function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: false });
}

function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  focusQuietly(main);
  main.scrollIntoView();
}

/** The first thing on every page: a link past the header to <main id="main">. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#main" onClick={skipToMain}>
      Skip to content
    </a>
  );
}
