import { useState } from 'react';

/**
 * The action of a dialog: `run` starts it (busy meanwhile) and closes the dialog when it succeeds;
 * when it throws, `refused(error)` says what to show in the dialog (null: the caller showed it
 * elsewhere, e.g. under a field), and the dialog stays open for another try.
 */
export function useDialogAction(onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, refused: (error: unknown) => string | null) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onClose();
    } catch (error) {
      setFailure(refused(error));
      setBusy(false);
    }
  };
  return { busy, failure, run };
}
