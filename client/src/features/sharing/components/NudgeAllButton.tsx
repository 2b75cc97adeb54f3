import { useState } from 'react';
import { FOLLOW_UP_MESSAGES as F, type ChecklistSummary } from '@ticklist/contracts';
import { useNudgeAll } from '../api/nudge-all';
import { NudgeDialog } from './NudgeDialog';

/** 'Nudge all pending' on a checklist: the nudge dialog, then how many were nudged and skipped. */
export function NudgeAllButton({
  checklist,
  onSharesChanged,
  announce,
}: {
  checklist: ChecklistSummary;
  onSharesChanged?: () => unknown;
  announce: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const nudgeAll = useNudgeAll(checklist.id, onSharesChanged);
  return (
    <>
      <button type="button" className="btn btn--small" onClick={() => setOpen(true)}>
        {F.nudgeAllPending}
      </button>
      {open && (
        <NudgeDialog
          title={F.nudgeAllPending}
          onClose={() => setOpen(false)}
          onSend={async (message) => {
            const res = await nudgeAll.mutateAsync(message);
            announce(F.nudgedAll(res.nudged, res.skipped));
          }}
        />
      )}
    </>
  );
}
