import { useId } from 'react';
import { CHECKLIST_UI as T, type ResponsePolicy } from '@ticklist/contracts';
import { Modal } from '@/components/ui/Modal';
import { TextList } from '@/components/ui/TextList';
import { userText } from '@/components/ui/UserText';

export interface PolicyTarget {
  /** 1-based task number as shown in the form. */
  number: number;
  text: string;
  emails: string[];
}

const CHOICES: { policy: ResponsePolicy; tone: 'danger' | 'primary'; label: string; hint: string }[] = [
  { policy: 'reset', tone: 'danger', label: T.resetResponses, hint: T.resetResponsesHint },
  { policy: 'keep', tone: 'primary', label: T.keepResponses, hint: T.keepResponsesHint },
];

/**
 * 'Update Confirmation': the owner decides what happens to the responses of a changed task.
 * Reset clears them (recipients respond again); Keep preserves them; Cancel decides nothing.
 */
export function ResponsePolicyModal({
  target,
  onChoose,
  onCancel,
}: {
  target: PolicyTarget | null;
  onChoose: (policy: ResponsePolicy) => void;
  onCancel: () => void;
}) {
  const ids = useId();
  const descId = `${ids}-desc`;
  if (!target) return null;
  return (
    <Modal
      open
      onClose={onCancel}
      title={T.updateConfirmation}
      describedBy={descId}
      className="policy-modal"
      footer={
        <div className="policy-modal__actions">
          {CHOICES.map(({ policy, tone, label, hint }) => (
            <div key={policy} className="policy-modal__choice">
              <button type="button" className={`btn btn--${tone}`} aria-describedby={`${ids}-${policy}`} onClick={() => onChoose(policy)}>
                {label}
              </button>
              <p id={`${ids}-${policy}`} className="hint">
                {hint}
              </p>
            </div>
          ))}
          <button type="button" className="btn policy-modal__cancel" onClick={onCancel}>
            {T.cancel}
          </button>
        </div>
      }
    >
      <div className="stack-sm">
        <p id={descId} className="policy-modal__lead">
          {T.itemHasResponses}
        </p>
        <div className="policy-modal__item">
          <p className="policy-modal__task">{T.task(target.number)}</p>
          <p className="policy-modal__text" {...userText}>{target.text}</p>
        </div>
        {target.emails.length > 0 && (
          <div>
            <p className="label">{T.affectedUsers}</p>
            <TextList items={target.emails} className="policy-modal__emails" />
          </div>
        )}
      </div>
    </Modal>
  );
}
