import { useId, useState } from 'react';
import { FOLLOW_UP_MESSAGES as F, type ChecklistSummary } from '@ticklist/contracts';
import { useNudgeAll } from '../api/nudge-all';
import { NudgeDialog } from './NudgeDialog';

/**
 * 'Nudge all pending' on a checklist, saying how many it would mail now (issue 44): the nudge
 * dialog, then how many were nudged and skipped. When the nudge rules hold everyone back, the
 * button says so (0) and the reason is beside it.
 */
export function NudgeAllButton({
  checklist,
  nudgeable,
  onSharesChanged,
  announce,
}: {
  checklist: ChecklistSummary;
  /** How many recipients a nudge all would nudge now. */
  nudgeable: number;
  onSharesChanged?: () => unknown;
  announce: (text: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const nudgeAll = useNudgeAll(checklist.id, onSharesChanged);
  const reasonId = `nudge-all-none-${useId().replace(/:/g, '')}`;
  const none = nudgeable === 0;
  return (
    <>
      {/* aria-disabled, not disabled: the button keeps focus when its own nudge brings the count to 0. */}
      <button
        type="button"
        className="btn btn--small"
        aria-disabled={none ? true : undefined}
        aria-describedby={none ? reasonId : undefined}
        onClick={() => !none && setOpen(true)}
      >
        {F.nudgeAllPendingCount(nudgeable)}
      </button>
      {none && (
        <p id={reasonId} className="hint shared-progress__nudge-none">
          {F.nudgeAllNoneNow}
        </p>
      )}
      {open && (
        <NudgeDialog
          title={F.nudgeAllPending}
          intro={F.nudgeAllWho(nudgeable)}
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
