import { useEffect, useEffectEvent, useId, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import {
  LIMITS,
  SHARE_ERROR_MESSAGE_MS,
  SHARE_SUCCESS_MESSAGE_MS,
  PASTE_RECIPIENTS_MAX,
  SHARE_JOB_MAX,
  SHARE_JOB_TEXTS as J,
  SHARING_MESSAGES as M,
  splitAddressList,
  type ShareJob,
  WORKFLOW_MESSAGES as W,
  type ChecklistSummary,
} from '@ticklist/contracts';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session';
import { useShareChecklist } from '../api/share-checklist';
import { useStartShareJob, type ShareJobInput } from '../api/share-job';
import { ShareJobProgress } from './ShareJobProgress';
import { isAdded, looksLikeList, parsePastedRecipients, PASTE_TEXT_MAX, readRecipient } from '../paste-recipients';
import { RecipientChips, type LeftOutChip, type RecipientChip } from './RecipientChips';
import { alreadySharedWith } from '../api/already-shared';
import { ShareFeedback, type ShareFeedbackMessage } from './ShareFeedback';
import { userText } from '@/components/ui/UserText';
import '../sharing.css';

/**
 * The Share panel of a dashboard card: recipients as removable chips (a pasted list becomes chips
 * at once, each entry that is not an address with its error; repeats and the owner's own address
 * are left out with a note), the consent checkbox and
 * 'Send to N recipient(s)'. Success stays 5 s (then the panel closes), errors 8 s. `onShared`
 * runs after every attempt (the dashboard refreshes its list there).
 */
export function SharePanel({
  checklist,
  onClose,
  onShared,
  onResendVerification,
}: {
  checklist: ChecklistSummary;
  onClose: () => void;
  onShared?: () => unknown;
  /** Mails the owner's verification link again (account feature, given by the route); answers what to say. */
  onResendVerification?: () => Promise<string>;
}) {
  const ids = useId();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const [chips, setChips] = useState<RecipientChip[]>([]);
  const [leftOut, setLeftOut] = useState<LeftOutChip[]>([]);
  const recipients = chips.filter((c) => !c.invalid).map((c) => c.text);
  const [consent, setConsent] = useState(false);
  const [consentWarning, setConsentWarning] = useState(false);
  const [feedback, setFeedback] = useState<ShareFeedbackMessage | null>(null);
  // After a clean success the form is cleared and hidden; the message stays, then the panel closes.
  const [done, setDone] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [pasteNotes, setPasteNotes] = useState<string[]>([]);
  const { user } = useSession();
  const share = useShareChecklist(checklist.id, onShared);
  // More than PASTE_RECIPIENTS_MAX pasted, or a CSV file: shared by a job, its progress shown here.
  const [bigList, setBigList] = useState<{ input: ShareJobInput; count: number } | null>(null);
  const [job, setJob] = useState<ShareJob | null>(null);
  const startJob = useStartShareJob(checklist.id, onShared);
  // The latest onClose when the timer fires, without restarting the timer when it changes.
  const close = useEffectEvent(() => onClose());
  const [notes, setNotes] = useState<string | null>(null);
  const [verifyNote, setVerifyNote] = useState<string | null>(null);
  const unverified = !!user && !user.emailValidated;
  // The panel opens ready to type an address (issue 44).
  useEffect(() => {
    inputRef.current?.focus();
  }, []);
  const sharedWith = new Set(checklist.shares.map((s) => s.recipientUser.email.toLowerCase()));
  const lastAdded = useRef<string | null>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (feedback?.kind === 'success') feedbackRef.current?.focus();
  }, [feedback]);

  useEffect(() => {
    if (!feedback) return;
    const ms = feedback.kind === 'success' ? SHARE_SUCCESS_MESSAGE_MS : SHARE_ERROR_MESSAGE_MS;
    const timer = window.setTimeout(() => {
      setFeedback(null);
      if (done) close();
    }, ms);
    return () => window.clearTimeout(timer);
  }, [feedback, done]);

  /** Adds the typed address; returns the new list, or null when the address is not acceptable. */
  function addDraft(): string[] | null {
    if (!draft.trim()) return recipients;
    // Read as the server reads it: `<a@b.example>;` or `Name <a@b.example>` is the bare address.
    const email = readRecipient(draft)?.email;
    if (!email) {
      setDraftError(M.emailInvalid);
      return null;
    }
    setDraft('');
    setDraftError(null);
    // Someone who has it already gets no new mail from a share: say so instead of a silent chip.
    const known = sharedWith.has(email.toLowerCase());
    setNotes(known ? W.alreadyHasChecklist(email) : null);
    lastAdded.current = email;
    // Only a card's first recipients are loaded: the server knows the rest.
    if (!known) void alreadySharedWith(checklist.id, email).then((has) => has && lastAdded.current === email && setNotes(W.alreadyHasChecklist(email)));
    if (isAdded(email, recipients)) return recipients; // duplicates are ignored
    if (recipients.length >= LIMITS.shareRecipientsMax) {
      setDraftError(M.tooManyRecipients);
      return null;
    }
    setChips([...chips, { text: email, invalid: false }]);
    return [...recipients, email];
  }

  function onDraftKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      addDraft();
    }
  }

  /** A pasted list (more than one address) becomes chips at once; what was left out is said. */
  function onDraftPaste(event: ClipboardEvent<HTMLInputElement>) {
    const text = event.clipboardData.getData('text');
    // A long list (each entry is read by the server, not here): a share job.
    const entries = text.length > PASTE_TEXT_MAX || looksLikeList(text) ? splitAddressList(text.slice(0, SHARE_JOB_MAX * 300)) : [];
    if (entries.length > PASTE_RECIPIENTS_MAX) {
      event.preventDefault();
      takeBigList({ emails: entries.slice(0, SHARE_JOB_MAX) }, Math.min(entries.length, SHARE_JOB_MAX));
      return;
    }
    if (text.length > PASTE_TEXT_MAX) {
      event.preventDefault();
      setPasteNotes([W.pasteTooLong(PASTE_RECIPIENTS_MAX)]);
      return;
    }
    if (!looksLikeList(text)) return;
    event.preventDefault();
    const parsed = parsePastedRecipients(text, { existing: recipients, ownEmail: user?.email });
    const room = PASTE_RECIPIENTS_MAX - recipients.length;
    let added = 0;
    const pasted: RecipientChip[] = [];
    for (const entry of parsed.entries) {
      if (entry.problem === 'invalid') pasted.push({ text: entry.text, invalid: true });
      else if (entry.problem === null && added++ < room) pasted.push({ text: entry.email!, invalid: false });
    }
    setChips([...chips, ...pasted]);
    setLeftOut(parsed.entries.flatMap((e) => (e.problem === 'duplicate' || e.problem === 'own' ? [{ text: e.text, reason: e.problem }] : [])));
    setPasteNotes([
      ...(parsed.duplicates ? [W.duplicatesDropped(parsed.duplicates)] : []),
      ...(parsed.ownDropped ? [W.ownAddressDropped] : []),
      ...(parsed.truncated || parsed.emails.length > room ? [W.tooManyPasted(PASTE_RECIPIENTS_MAX)] : []),
    ]);
    setDraftError(null);
  }

  function takeBigList(input: ShareJobInput, count: number) {
    setBigList({ input, count });
    setPasteNotes([J.listReady(count)]);
    setDraftError(null);
  }

  /** A chosen CSV file (one address a line) is shared by a job. */
  async function onFileChosen(file: File | undefined) {
    if (!file) {
      setBigList(null);
      return;
    }
    try {
      const text = await file.text();
      takeBigList({ csv: text }, text.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '').length);
    } catch {
      setDraftError(J.fileUnreadable);
    }
  }

  function remove(index: number) {
    setChips((list) => list.filter((_, i) => i !== index));
    inputRef.current?.focus();
  }

  /** An invalid chip goes back into the input to be corrected. */
  function edit(index: number) {
    setDraft(chips[index]!.text);
    setDraftError(null);
    remove(index);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!consent) {
      setConsentWarning(true);
      return;
    }
    if (bigList) {
      setFeedback(null);
      startJob.mutate(bigList.input, {
        onSuccess: (res) => {
          setJob(res.job);
          setBigList(null);
          setPasteNotes([]);
          setConsent(false);
        },
        onError: (error) => {
          const details = error instanceof ApiError && error.errors ? Object.values(error.errors).flat() : [];
          setFeedback({ kind: 'error', message: errorMessage(error, M.shareFailed), details });
        },
      });
      return;
    }
    if (chips.some((c) => c.invalid)) {
      setDraftError(W.fixInvalidFirst);
      inputRef.current?.focus();
      return;
    }
    const list = draft.trim() ? addDraft() : recipients;
    if (!list) return;
    if (list.length === 0) {
      setDraftError(M.emailsRequired);
      inputRef.current?.focus();
      return;
    }
    setFeedback(null);
    share.mutate(list, {
      onSuccess: (res) => {
        const warnings = res.email_warnings ?? [];
        setChips([]);
        setLeftOut([]);
        setPasteNotes([]);
        setDraft('');
        setConsent(false);
        setConsentWarning(false);
        setDone(warnings.length === 0);
        setFeedback({ kind: 'success', message: res.message, warnings });
      },
      onError: (error) => {
        const details = error instanceof ApiError && error.errors ? Object.values(error.errors).flat() : [];
        setFeedback({ kind: 'error', message: errorMessage(error, M.shareFailed), details });
      },
    });
  }

  const titleId = `${ids}-title`;
  const errorId = `${ids}-email-error`;
  const consentId = `${ids}-consent`;
  const count = bigList ? bigList.count : recipients.length;
  const pending = share.isPending || startJob.isPending;

  return (
    <section className="share-panel card card--flat" aria-labelledby={titleId}>
      <div className="row row--between">
        <h4 id={titleId} className="share-panel__title">
          {M.sharePanelTitle}
        </h4>
        <button type="button" className="btn btn--ghost btn--small" onClick={onClose}>
          {M.close}
        </button>
      </div>

      {unverified && (
        <div className="alert alert--warning stack-sm">
          <p>{W.verifyBeforeSharing}</p>
          {onResendVerification && (
            <button
              type="button"
              className="btn btn--small"
              onClick={() => void onResendVerification().then(setVerifyNote, (error: unknown) => setVerifyNote(errorMessage(error, W.actionFailed)))}
            >
              {W.resendVerification}
            </button>
          )}
          {verifyNote && <p role="status">{verifyNote}</p>}
        </div>
      )}
      {feedback && (
        // A sent share takes the focus to what happened (issue 44); the card's Share button gets it back when the panel closes.
        <div ref={feedbackRef} tabIndex={-1} className="share-panel__feedback">
          <ShareFeedback feedback={feedback} />
        </div>
      )}
      {job && <ShareJobProgress checklistId={checklist.id} started={job} />}

      {!done && !job && (
        <form className="stack" onSubmit={onSubmit} noValidate>
          <div className="field">
            <label htmlFor={`${ids}-email`}>{M.recipientEmailLabel}</label>
            <div className="share-panel__add">
              <input
                ref={inputRef}
                id={`${ids}-email`}
                className="input"
                type="email"
                inputMode="email"
                autoComplete="off"
                placeholder={M.recipientEmailPlaceholder}
                {...userText}
                value={draft}
                onChange={(e) => {
                  setDraft(e.target.value);
                  if (draftError) setDraftError(null);
                }}
                onKeyDown={onDraftKeyDown}
                onPaste={onDraftPaste}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? errorId : undefined}
              />
              <button type="button" className="btn" onClick={() => addDraft()}>
                {M.addRecipient}
              </button>
            </div>
            {draftError && (
              <p id={errorId} className="field-error" role="alert">
                {draftError}
              </p>
            )}
            <p className="hint">{W.pasteHint}</p>
            <label className="share-panel__file">
              {J.fileLabel}
              <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(e) => void onFileChosen(e.target.files?.[0])} />
            </label>
            {pasteNotes.length > 0 && <p role="status">{pasteNotes.join('. ')}</p>}
            {notes && <p role="status">{notes}</p>}
          </div>

          <RecipientChips
            chips={chips}
            leftOut={leftOut}
            onRemove={remove}
            onEdit={edit}
            onDismiss={(index) => setLeftOut((list) => list.filter((_, i) => i !== index))}
          />

          <div className="checkbox">
            <input
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(e) => {
                setConsent(e.target.checked);
                if (e.target.checked) setConsentWarning(false);
              }}
              aria-invalid={consentWarning ? true : undefined}
              aria-describedby={consentWarning ? `${consentId}-warning` : undefined}
            />
            <label htmlFor={consentId} className={consentWarning ? 'share-panel__consent pulse' : 'share-panel__consent'}>
              {M.consentLabel}
            </label>
          </div>
          {consentWarning && (
            <p id={`${consentId}-warning`} className="field-error pulse" role="alert">
              {M.consentRequired}
            </p>
          )}

          <div className="row">
            <button type="submit" className="btn btn--primary" disabled={pending}>
              {pending ? M.sending : M.sendTo(count)}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
