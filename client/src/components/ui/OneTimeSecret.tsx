import { useEffect, useId, useRef, useState } from 'react';
import { copyText } from '@/lib/copy-text';

export interface OneTimeSecretTexts {
  title: string;
  hint: string;
  label: string;
  copy: string;
  copied: string;
  done: string;
}

/**
 * A secret shown this once (a new access token, a webhook's signing secret): focused and selected,
 * with a copy button, and "Done" to put it away for good.
 */
export function OneTimeSecret({ secret, onDone, texts, className }: { secret: string; onDone: () => void; texts: OneTimeSecretTexts; className: string }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const copy = async () => {
    // Not copied at all: selected for Ctrl+C instead.
    if (!(await copyText(secret))) input.current?.select();
    setCopied(true);
  };

  return (
    <div className={`alert alert--success ${className}`} role="status">
      <p>
        <strong>{texts.title}</strong>
      </p>
      <p id={`${id}-hint`}>{texts.hint}</p>
      <div className="field">
        <label className="label" htmlFor={`${id}-value`}>
          {texts.label}
        </label>
        <div className={`row ${className}__row`}>
          <input
            id={`${id}-value`}
            ref={input}
            className={`input ${className}__value`}
            readOnly
            value={secret}
            aria-describedby={`${id}-hint`}
            spellCheck={false}
          />
          <button type="button" className="btn" onClick={copy} aria-live="polite">
            {copied ? texts.copied : texts.copy}
          </button>
        </div>
      </div>
      <div className="row">
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {texts.done}
        </button>
      </div>
    </div>
  );
}
