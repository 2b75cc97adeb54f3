import { useEffect, useRef, useState } from 'react';
import { WEBHOOK_UI as T } from '@ticklist/contracts';

/** A signing secret, shown this once (after adding an endpoint or rotating), with a copy button. */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
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
    <div className="alert alert--success webhook-secret" role="status">
      <p>
        <strong>{T.secretTitle}</strong>
      </p>
      <p id="webhook-secret-hint">{T.secretHint}</p>
      <div className="field">
        <label className="label" htmlFor="webhook-secret">
          {T.secretLabel}
        </label>
        <div className="row webhook-secret__row">
          <input id="webhook-secret" ref={input} className="input webhook-secret__value" readOnly value={secret} aria-describedby="webhook-secret-hint" spellCheck={false} />
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
