import type { ReactNode } from 'react';

/**
 * Spread onto every element and field that shows or takes text a person wrote (titles,
 * descriptions, items, help, notes, addresses, names): its direction then follows its own
 * content, right to left for Hebrew or Arabic, while the interface around it keeps its own.
 */
export const userText = { dir: 'auto' } as const;

/** Text a person wrote inside a sentence of the interface (e.g. 'Results: {title}'), isolated with its own direction. */
export function UserText({ children }: { children: ReactNode }) {
  return <span {...userText}>{children}</span>;
}

const SLOT = '\u0000';

/**
 * A sentence of the interface with one piece of text a person wrote in it (once), e.g.
 * `inSentence(R.pageTitle, title)` for 'Results: {title}': the sentence keeps the interface's
 * direction, the piece its own.
 */
export function inSentence(sentence: (text: string) => string, text: string): ReactNode {
  const [before, after] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      <UserText>{text}</UserText>
      {after}
    </>
  );
}
