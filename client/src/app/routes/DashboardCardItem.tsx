import { memo } from 'react';
import { WORKFLOW_MESSAGES as W, WORKSPACE_UI as U, type Share } from '@ticklist/contracts';
import { ChecklistActions } from '@/features/checklists/components/ChecklistActions';
import { ChecklistCard } from '@/features/checklists/components/ChecklistCard';
import type { ListedChecklist } from '@/features/checklists/api/listed-checklist';
import { LazySharePanel } from '@/features/sharing/components/LazySharePanel';
import { SharedProgress } from '@/features/sharing/components/SharedProgress';

/** What every card does through the screen; the same object on every render (the cards are memoized). */
export interface DashboardCardHandlers {
  toggleShare(id: string): void;
  closeShare(id: string): void;
  refreshList(): unknown;
  resendVerification(): Promise<string>;
  saveAsTemplate(checklistId: string, workspaceId: string | undefined): Promise<unknown>;
  /** What just happened to a card, said above the list. */
  notice(text: string): void;
  replaceShare(checklistId: string, share: Share): void;
  loadMoreShares(checklist: ListedChecklist): Promise<unknown>;
}

export interface DashboardCardItemProps {
  checklist: ListedChecklist;
  shareOpen: boolean;
  canEdit: boolean;
  canExport: boolean;
  moveTargets: { id: string; name: string }[];
  handlers: DashboardCardHandlers;
}

/**
 * One card of the dashboard's list with its Share panel, actions and Shared Progress. Memoized: a
 * live tick replaces one checklist in the list, and only that card renders again (issue 44: one
 * tick's commit stays small with many cards).
 */
export const DashboardCardItem = memo(function DashboardCardItem({ checklist, shareOpen, canEdit, canExport, moveTargets, handlers: h }: DashboardCardItemProps) {
  return (
    <ChecklistCard
      checklist={checklist}
      canEdit={canEdit}
      shareOpen={shareOpen}
      onToggleShare={() => h.toggleShare(checklist.id)}
      sharePanel={
        <LazySharePanel
          checklist={checklist}
          onClose={() => h.closeShare(checklist.id)}
          onShared={h.refreshList}
          onResendVerification={h.resendVerification}
        />
      }
      actions={
        <ChecklistActions
          checklist={checklist}
          onSaveAsTemplate={() => h.saveAsTemplate(checklist.id, checklist.workspaceId)}
          onDeleted={(title) => h.notice(W.deleted(title))}
          onClosed={(title) => h.notice(W.closedWhere(title))}
          canEdit={canEdit}
          canExport={canExport}
          moveTargets={moveTargets}
          onMoved={(title, target) => h.notice(U.moved(title, target.name))}
        />
      }
    >
      <SharedProgress
        checklist={checklist}
        onShareChanged={(share) => h.replaceShare(checklist.id, share)}
        onSharesChanged={h.refreshList}
        counts={checklist.counts}
        hasMoreShares={!!checklist.sharesNextCursor}
        onLoadMoreShares={() => h.loadMoreShares(checklist)}
        mayEdit={canEdit}
        mayReview={canExport}
      />
    </ChecklistCard>
  );
});
