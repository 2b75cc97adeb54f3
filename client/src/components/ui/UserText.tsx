import type { ReactNode } from 'react';

/**
 * Spread onto every element and field that shows or takes text a person wrote (titles,
 * descriptions, items, help, notes, addresses, names): its direction then follows its own
 * content, right to left for Hebrew or Arabic, while the interface around it keeps its own.
 */
export const userText = { dir: 'auto' } as const;

/** Text a person wrote inside a sentence of the interface (e.g. 'Results: {title}'), isolated with its own direction. */
export function UserText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span className={className} {...userText}>
      {children}
    </span>
  );
}
