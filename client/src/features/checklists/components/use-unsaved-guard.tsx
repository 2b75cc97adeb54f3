import { useEffect, useRef, useState, type ReactNode } from 'react';
import { WORKFLOW_MESSAGES as W } from '@ticklist/contracts';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';

/**
 * Nothing typed is dropped without asking (issue 44): an action that would drop the form's unsaved
 * changes (Cancel, Back, another template) asks first, and leaving the page (reload, tab closed)
 * has the browser's own warning while there are any.
 */
export function useUnsavedGuard(): {
  /** The form reports whether it holds unsaved changes. */
  setDirty: (dirty: boolean) => void;
  /** Runs `action` now, or after the owner agreed to drop their changes; `title` is the question. */
  guard: (action: () => void, title?: string) => void;
  dialog: ReactNode;
} {
  const dirty = useRef(false);
  const [asking, setAsking] = useState<{ action: () => void; title: string } | null>(null);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      // Older browsers show their warning only with a returnValue set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const guard = (action: () => void, title: string = W.discardTitle) => {
    if (dirty.current) setAsking({ action, title });
    else action();
  };

  const dialog = asking && (
    <ConfirmDialog
      title={asking.title}
      message={W.discardBody}
      confirmLabel={W.discardConfirm}
      cancelLabel={W.keepEditing}
      onConfirm={async () => {
        dirty.current = false;
        asking.action();
      }}
      failureMessage={() => W.actionFailed}
      onClose={() => setAsking(null)}
    />
  );

  const setDirty = (value: boolean) => {
    dirty.current = value;
  };
  return { setDirty, guard, dialog };
}
