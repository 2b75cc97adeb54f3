import { FOLLOW_UP_MESSAGES as F, type Share } from '@ticklist/contracts';
import { useNudgeShare } from '../api/nudge-share';
import { useUpdateShareDue } from '../api/update-share-due';
import { NudgeDialog } from './NudgeDialog';
import { RecipientDueDialog } from './RecipientDueDialog';

export interface RecipientFollowUpDialogProps {
  dialog: 'due' | 'nudge';
  share: Share;
  checklistId: string;
  onShareChanged?: (share: Share) => void;
  announce: (text: string) => void;
  onClose: () => void;
}

/** A recipient row's open dialog: their own due date, or a nudge; each with its request. */
export default function RecipientFollowUpDialog({ dialog, share, checklistId, onShareChanged, announce, onClose }: RecipientFollowUpDialogProps) {
  const email = share.recipientUser.email;
  const updateDue = useUpdateShareDue(checklistId, share.id, onShareChanged);
  const nudge = useNudgeShare(checklistId, share.id, onShareChanged);
  if (dialog === 'due') {
    return (
      <RecipientDueDialog
        email={email}
        dueAt={share.dueAt ?? null}
        onClose={onClose}
        onSave={async (next) => {
          await updateDue.mutateAsync(next);
          announce(F.dueAtSaved(email));
        }}
      />
    );
  }
  return (
    <NudgeDialog
      title={F.nudgeRecipient(email)}
      onClose={onClose}
      onSend={async (message) => {
        const res = await nudge.mutateAsync(message);
        announce(res?.message || F.nudgeSent(email));
      }}
    />
  );
}
