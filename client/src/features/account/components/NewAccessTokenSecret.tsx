import { useEffect, useRef, useState } from 'react';
import { ACCESS_TOKEN_UI as T } from '@ticklist/contracts';

/** The new token's secret, shown this once with a copy button. */
export function NewAccessTokenSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
    } catch {
      // No clipboard permission (plain HTTP at another address): select it for Ctrl+C instead.
      input.current?.select();
      document.execCommand?.('copy');
    }
    setCopied(true);
  };

  return (
    <div className="alert alert--success token-secret" role="status">
      <p>
        <strong>{T.createdTitle}</strong>
      </p>
      <p id="token-secret-hint">{T.createdHint}</p>
      <div className="field">
        <label className="label" htmlFor="token-secret">
          {T.secretLabel}
        </label>
        <div className="row token-secret__row">
          <input
            id="token-secret"
            ref={input}
            className="input token-secret__value"
            readOnly
            value={secret}
            aria-describedby="token-secret-hint"
            spellCheck={false}
          />
          <button type="button" className="btn" onClick={copy} aria-live="polite">
            {copied ? T.copied : T.copy}
          </button>
        </div>
      </div>
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {T.done}
        </button>
      </div>
    </div>
  );
}
