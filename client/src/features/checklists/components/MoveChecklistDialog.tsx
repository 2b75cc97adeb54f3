import { useId, useState } from 'react';
import { GENERIC_MESSAGES as G, WORKSPACE_UI as U } from '@ticklist/contracts';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Modal } from '@/components/ui/Modal';
import { useDialogAction } from '@/components/ui/use-dialog-action';
import { errorMessage } from '@/lib/api-client';
import { useTransferChecklist } from '../api/transfer-checklist';

/** A workspace a checklist may move to (the route gives those where the caller is at least editor). */
export interface MoveTarget {
  id: string;
  name: string;
}

/** Moves a checklist to another workspace (issue 47): its recipients, links, progress and runs go with it. */
export function MoveChecklistDialog({
  checklistId,
  targets,
  onMoved,
  onClose,
}: {
  checklistId: string;
  targets: MoveTarget[];
  onMoved: (target: MoveTarget) => void;
  onClose: () => void;
}) {
  const ids = useId().replace(/:/g, '');
  const [target, setTarget] = useState(targets[0]?.id ?? '');
  const transfer = useTransferChecklist(checklistId);
  const { busy, failure, run } = useDialogAction(onClose);
  const chosen = targets.find((t) => t.id === target);

  return (
    <Modal
      open
      onClose={onClose}
      closable={!busy}
      title={U.moveTo}
      describedBy={`${ids}-intro`}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            {U.cancel}
          </button>
          <BusyButton
            type="button"
            busy={busy}
            disabled={!chosen}
            label={U.move}
            busyLabel={U.moving}
            onClick={() =>
              void run(async () => {
                await transfer.mutateAsync(target);
                if (chosen) onMoved(chosen);
              }, (error) => errorMessage(error, G.anErrorOccurred, G.networkError))
            }
          />
        </>
      }
    >
      <p id={`${ids}-intro`}>{U.moveIntro}</p>
      <div className="field">
        <label htmlFor={`${ids}-target`}>{U.moveTarget}</label>
        <select id={`${ids}-target`} className="select" value={target} onChange={(e) => setTarget(e.target.value)}>
          {targets.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
      </div>
      {failure && <Alert tone="error">{failure}</Alert>}
    </Modal>
  );
}
