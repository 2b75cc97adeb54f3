import { useEffect, useRef, useState } from 'react';
import { TOTP_UI as T } from '@ticklist/contracts';
import { copyText } from '@/lib/copy-text';

/** Ten recovery codes, shown this once: a list to copy or write down, then "I have saved them". */
export function RecoveryCodes({ codes, title, onDone }: { codes: string[]; title: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="alert alert--success recovery-codes" role="status">
      <p ref={heading} tabIndex={-1}>
        <strong>{title}</strong>
      </p>
      <p>{T.codesHint}</p>
      <ol className="recovery-codes__list" aria-label={T.codesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" className="btn" aria-live="polite" onClick={() => void copyText(codes.join('\n')).then(() => setCopied(true))}>
          {copied ? T.copied : T.copyCodes}
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {T.done}
        </button>
      </div>
    </div>
  );
}
