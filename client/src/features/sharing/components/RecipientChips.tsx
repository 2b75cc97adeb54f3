import { useId } from 'react';
import { SHARING_MESSAGES as M, WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { userText } from '@/components/ui/UserText';

/** A chip of the share form: an address to send to, or an entry that is not one (with its error). */
export interface RecipientChip {
  /** As typed or pasted; for an address, the address in lower case. */
  text: string;
  /** Not an address: shown with its error, never sent, and can be taken back into the input. */
  invalid: boolean;
}

/** A pasted entry left out: a repeat of an address already there, or the owner's own. */
export interface LeftOutChip {
  text: string;
  reason: 'duplicate' | 'own';
}

/**
 * The share form's chips: recipients (an invalid one carries its error, tied to its buttons with
 * aria-describedby so a screen reader says it with them) and, apart, what a paste left out and why.
 * Every button has a name that says which chip it acts on.
 */
export function RecipientChips({
  chips,
  leftOut,
  onRemove,
  onEdit,
  onDismiss,
}: {
  chips: RecipientChip[];
  leftOut: LeftOutChip[];
  onRemove: (index: number) => void;
  onEdit: (index: number) => void;
  onDismiss: (index: number) => void;
}) {
  const ids = useId();
  return (
    <>
      {chips.length > 0 && (
        <ul className="chips" aria-label={M.recipientsLabel}>
          {chips.map((chip, i) => {
            const errorId = `${ids}-chip-${i}-error`;
            const described = chip.invalid ? errorId : undefined;
            return (
              <li key={`${i}-${chip.text}`} className={chip.invalid ? 'chip chip--invalid' : 'chip'}>
                {chip.invalid ? (
                  <button type="button" className="chip__text" onClick={() => onEdit(i)} aria-label={W.editRecipient(chip.text)} aria-describedby={described} {...userText}>
                    {chip.text}
                  </button>
                ) : (
                  <span className="chip__text" {...userText}>{chip.text}</span>
                )}
                {chip.invalid && (
                  <span id={errorId} className="chip__error">
                    {M.emailInvalid}
                  </span>
                )}
                <button type="button" onClick={() => onRemove(i)} aria-label={M.removeRecipient(chip.text)} aria-describedby={described}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {leftOut.length > 0 && (
        <ul className="chips chips--left-out" aria-label={W.leftOut}>
          {leftOut.map((chip, i) => {
            const noteId = `${ids}-left-${i}-note`;
            return (
              <li key={`${i}-${chip.text}`} className="chip chip--left-out">
                <span className="chip__text" {...userText}>{chip.text}</span>
                <span id={noteId} className="chip__note">
                  {chip.reason === 'own' ? W.ownAddressDropped : W.alreadyInList}
                </span>
                <button type="button" onClick={() => onDismiss(i)} aria-label={W.dismissLeftOut(chip.text)} aria-describedby={noteId}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
