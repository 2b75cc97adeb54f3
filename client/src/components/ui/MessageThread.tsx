import { useId, useState, type FormEvent } from 'react';
import { MESSAGE_MAX_LENGTH, MESSAGE_UI as T, type MessageAuthor, type ShareMessage } from '@ticklist/contracts';
import { BusyButton } from './BusyButton';
import { userText } from './UserText';
import { formatDateTime } from '@/lib/format-date';
import './MessageThread.css';

export interface MessageThreadProps {
  messages: ShareMessage[];
  /** Who this side is: their own messages are marked "You" and may be deleted. */
  mine: MessageAuthor;
  /** The items a message may be about (the first choice is the whole checklist). */
  items: Array<{ id: string; text: string }>;
  /** The form's label: "Message to {owner name}", or to the recipient. */
  label: string;
  /** Sends; rejects with the error to show. */
  onSend(text: string, itemId: string | null): Promise<unknown>;
  onDelete?(messageId: string): void;
  hasOlder?: boolean;
  onOlder?(): void;
  /** Nothing can be sent (a closed checklist). */
  readOnly?: boolean;
  error?: string | null;
  /** The thread's heading level where it sits (the guest page: 2; inside a recipient row: 5, beside Activity). */
  headingLevel?: 2 | 5;
}

/** A share's messages, oldest first, and the form to write one (issue 48). Presentational: the feature passes the data and calls. */
export function MessageThread({ messages, mine, items, label, onSend, onDelete, hasOlder, onOlder, readOnly = false, error, headingLevel = 2 }: MessageThreadProps) {
  const Heading = headingLevel === 5 ? 'h5' : 'h2';
  const id = useId().replace(/:/g, '');
  const [text, setText] = useState('');
  const [about, setAbout] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const itemText = new Map(items.map((i) => [i.id, i.text]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await onSend(text, about || null);
      setText('');
    } catch (err) {
      setFailure(err instanceof Error && err.message ? err.message : T.sendFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="thread" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="thread__title">
        {T.thread}
      </Heading>
      {hasOlder && (
        <button type="button" className="btn btn--small" onClick={onOlder}>
          {T.older}
        </button>
      )}
      {messages.length === 0 ? (
        <p className="hint">{T.empty}</p>
      ) : (
        <ol className="thread__list">
          {messages.map((m) => (
            <li key={m.id} className={m.author === mine ? 'thread__message thread__message--mine' : 'thread__message'}>
              <div className="thread__head">
                <span className="thread__author" {...userText}>
                  {m.author === mine ? T.you : m.authorName}
                </span>
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                {m.itemId && itemText.has(m.itemId) && <span {...userText}>{itemText.get(m.itemId)}</span>}
                {m.author === mine && onDelete && (
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => onDelete(m.id)}>
                    {T.delete}
                  </button>
                )}
              </div>
              <p className="thread__text" {...userText}>
                {m.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      {!readOnly && (
        <form className="thread__form" onSubmit={(e) => void submit(e)}>
          <label htmlFor={`${id}-about`}>{T.about}</label>
          <select id={`${id}-about`} className="select" value={about} onChange={(e) => setAbout(e.target.value)}>
            <option value="">{T.wholeChecklist}</option>
            {items.map((item, i) => (
              <option key={item.id} value={item.id}>
                {T.itemOption(i + 1, item.text)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-text`}>{label}</label>
          <textarea
            id={`${id}-text`}
            className="textarea"
            {...userText}
            maxLength={MESSAGE_MAX_LENGTH}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={failure ? true : undefined}
            aria-describedby={failure ? `${id}-error` : undefined}
          />
          {failure && (
            <p id={`${id}-error`} className="field-error" role="alert">
              {failure}
            </p>
          )}
          <div className="thread__actions">
            <BusyButton busy={busy} label={T.send} busyLabel={T.sending} disabled={!text.trim()} />
          </div>
        </form>
      )}
    </section>
  );
}
