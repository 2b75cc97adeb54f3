import { Fragment } from 'react';

/**
 * An e-mail address that wraps where a reader expects, after "@" and before a dot, instead of
 * mid-word (issue 44). A single part longer than the line still breaks (the CSS's overflow-wrap).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=\.)|(?<=@)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
