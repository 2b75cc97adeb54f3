import { useEffect, useId, useRef, useState } from 'react';
import { FILE_FAMILY_TYPES, NOTES_AUTOSAVE_DEBOUNCE_MS, type AnswerValue, type GuestItem } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';
import { sameOriginFileUrl } from '@/lib/file-url';
import { GUEST_ANSWER_TEXTS as A } from './guest-answer-texts';
import { numberFromInput, textFromInput, toggleOption, type FieldValue } from './answer-input';
import { useAnswerFiles } from './answer-files-context';

export interface AnswerFieldProps {
  item: GuestItem;
  answer: AnswerValue;
  /** Saves the answer (like a tick: shown at once, the runner's status says when saved). */
  onAnswer: (item: GuestItem, value: AnswerValue) => void;
  /** The server's refusal or a failed save, shown under the field. */
  error?: string;
  readOnly: boolean;
  flagged: boolean;
}

/**
 * The field of one answerable item that is not a tick box (issue 46), named by the item's text,
 * with its error under it. Typed values save NOTES_AUTOSAVE_DEBOUNCE_MS after the last keystroke
 * and at once when the field is left; choices save at once.
 */
export function AnswerField({ item, answer, onAnswer, error, readOnly, flagged }: AnswerFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const [localError, setLocalError] = useState<string | null>(null);
  const shownError = localError ?? error;
  const settings = item.settings ?? {};
  const described = { 'aria-invalid': shownError ? true : undefined, 'aria-describedby': shownError ? errorId : undefined } as const;
  const apply = (result: FieldValue) => {
    if (!result.ok) return setLocalError(result.message);
    setLocalError(null);
    onAnswer(item, result.value);
  };

  let field: React.ReactNode;
  switch (item.kind) {
    case 'yesno': {
      const choices = [['yes', A.yes], ['no', A.no], ...(settings.naAllowed ? [['na', A.na]] : [])] as const;
      field = (
        <fieldset className="answer__choices" {...described} disabled={readOnly}>
          <legend className="runner-item__text" {...userText}>
            {item.text}
          </legend>
          <div className="answer__row">
            {choices.map(([value, label]) => (
              <label key={value} className="answer__pill">
                <input type="radio" name={`${id}-yn`} value={value} checked={answer === value} onChange={() => apply({ ok: true, value })} /> {label}
              </label>
            ))}
          </div>
        </fieldset>
      );
      break;
    }
    case 'choice': {
      const chosen = Array.isArray(answer) ? (answer as string[]) : [];
      field = (
        <fieldset className="answer__choices" {...described} disabled={readOnly}>
          <legend className="runner-item__text" {...userText}>
            {item.text}
          </legend>
          {(settings.options ?? []).map((option) => (
            <label key={option} className="checkbox" {...userText}>
              <input
                type={settings.multiple ? 'checkbox' : 'radio'}
                name={`${id}-choice`}
                checked={chosen.includes(option)}
                onChange={(e) => apply({ ok: true, value: toggleOption(settings, chosen, option, settings.multiple ? e.target.checked : true) })}
              />{' '}
              {option}
            </label>
          ))}
        </fieldset>
      );
      break;
    }
    case 'number':
    case 'date':
    case 'text':
    case 'signature':
      field = (
        <TypedField
          id={id}
          item={item}
          answer={answer}
          readOnly={readOnly}
          described={described}
          parse={(text) =>
            item.kind === 'number'
              ? numberFromInput(text, settings)
              : item.kind === 'signature'
                ? { ok: true, value: text.trim() ? { ...(answer && typeof answer === 'object' && !Array.isArray(answer) ? answer : {}), name: text.trim() } : null }
                : textFromInput(item.kind as 'text' | 'date', text, settings)
          }
          onValue={apply}
        />
      );
      break;
    case 'photo':
    case 'file':
      field = <FilesField id={id} item={item} readOnly={readOnly} described={described} onError={setLocalError} />;
      break;
    default:
      field = null;
  }

  return (
    <div className={flagged ? 'answer answer--flagged' : 'answer'}>
      {field}
      {flagged && <p className="answer__flag">{A.flagged}</p>}
      {shownError && (
        <p id={errorId} className="field-error runner-item__error" role="alert">
          {shownError}
        </p>
      )}
    </div>
  );
}

/** The text an answer shows in its typed field. */
function typedText(item: GuestItem, answer: AnswerValue): string {
  if (answer === null || answer === undefined) return '';
  if (item.kind === 'signature' && typeof answer === 'object' && !Array.isArray(answer)) return answer.name;
  return typeof answer === 'number' || typeof answer === 'string' ? String(answer) : '';
}

function TypedField({
  id,
  item,
  answer,
  readOnly,
  described,
  parse,
  onValue,
}: {
  id: string;
  item: GuestItem;
  answer: AnswerValue;
  readOnly: boolean;
  described: Record<string, unknown>;
  parse: (text: string) => FieldValue;
  onValue: (value: FieldValue) => void;
}) {
  const inputId = `${id}-input`;
  const [text, setText] = useState(() => typedText(item, answer));
  const timer = useRef<number | undefined>(undefined);
  const sent = useRef(text);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const send = (value: string) => {
    window.clearTimeout(timer.current);
    if (value === sent.current) return;
    sent.current = value;
    onValue(parse(value));
  };
  const change = (value: string) => {
    setText(value);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => send(value), item.kind === 'date' ? 0 : NOTES_AUTOSAVE_DEBOUNCE_MS);
  };
  const settings = item.settings ?? {};
  const common = { id: inputId, value: text, readOnly, onChange: (e: { target: { value: string } }) => change(e.target.value), onBlur: () => send(text), ...described };
  return (
    <div className="field">
      <label htmlFor={inputId} className="runner-item__text" {...userText}>
        {item.text}
        {item.kind === 'signature' && <span className="hint"> – {A.signatureName}</span>}
      </label>
      {item.kind === 'text' ? (
        <textarea className="textarea" rows={2} {...userText} {...common} />
      ) : item.kind === 'number' ? (
        <div className="answer__row">
          <input className="input answer__number" inputMode="decimal" autoComplete="off" {...common} />
          {settings.unit && (
            <span className="answer__unit" {...userText}>
              {settings.unit}
            </span>
          )}
        </div>
      ) : item.kind === 'date' ? (
        <input className="input answer__date" type="date" {...common} />
      ) : (
        <input className="input" autoComplete="name" {...userText} {...common} />
      )}
    </div>
  );
}

function FilesField({
  id,
  item,
  readOnly,
  described,
  onError,
}: {
  id: string;
  item: GuestItem;
  readOnly: boolean;
  described: Record<string, unknown>;
  onError: (message: string | null) => void;
}) {
  const api = useAnswerFiles();
  const [busy, setBusy] = useState(false);
  const inputId = `${id}-files`;
  const photo = item.kind === 'photo';
  const files = item.response?.files ?? [];
  const max = item.settings?.maxCount ?? (photo ? 10 : 5);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    onError(null);
    try {
      await work();
    } catch (error) {
      onError(error instanceof Error ? error.message : A.uploadFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="field">
      <label htmlFor={inputId} className="runner-item__text" {...userText}>
        {item.text}
      </label>
      {files.length > 0 && (
        <ul className="answer__files">
          {files.map((file) => (
            <li key={file.id} className="answer__file">
              {file.type.startsWith('image/') && file.url ? (
                <img src={sameOriginFileUrl(file.url)} alt={file.name} className="answer__thumb" />
              ) : (
                <span {...userText}>{file.name}</span>
              )}
              {/* A file still waiting offline (no sha256 yet) is sent first; it can be removed once it landed. */}
              {!readOnly && api && file.sha256 && (
                <button type="button" className="btn btn--ghost btn--small" disabled={busy} onClick={() => void run(() => api.remove(item.id, file.id))}>
                  {A.remove}
                  <span className="visually-hidden"> {file.name}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && api && files.length < max && (
        <input
          id={inputId}
          className="answer__picker"
          type="file"
          multiple={max - files.length > 1}
          accept={photo ? 'image/*' : (item.settings?.types ?? []).flatMap((t) => FILE_FAMILY_TYPES[t]).join(',') || undefined}
          capture={photo ? 'environment' : undefined}
          disabled={busy}
          {...described}
          onChange={(e) => {
            const picked = Array.from(e.target.files ?? []).slice(0, max - files.length);
            e.target.value = '';
            if (picked.length) void run(() => api.add(item.id, picked, photo));
          }}
        />
      )}
      {busy && (
        <p className="hint" role="status">
          {A.uploading}
        </p>
      )}
    </div>
  );
}
