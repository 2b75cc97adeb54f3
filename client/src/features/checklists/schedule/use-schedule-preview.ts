import { useEffect, useState } from 'react';
import type { ScheduleInput, SchedulePreview } from '@ticklist/contracts';
import { ApiError } from '@/lib/api-client';
import { sortFieldErrors } from '@/lib/form-errors';
import { previewSchedule } from '../api/preview-schedule';
import { scheduleFormKey } from '../form/schedule-model';

export interface SchedulePreviewState {
  preview: SchedulePreview | null;
  /** The server's 422 on the schedule, keyed like the form (schedule.rrule …). */
  errors: Record<string, string>;
}

const NOTHING: SchedulePreviewState = { preview: null, errors: {} };

/** Waits for typing to pause before asking the server. */
const SETTLE_MS = 350;

/**
 * The Repeat card's words and next runs, from the server that will read the schedule (one reading
 * of the rule for the form, the mails and the runs). Asked again as the fields change; null input:
 * nothing to show (card off, or fields the form already refuses).
 */
export function useSchedulePreview(input: ScheduleInput | null): SchedulePreviewState {
  // Each answer is kept with the input it answers: a stale one is never shown.
  const [state, setState] = useState<SchedulePreviewState & { key: string }>({ key: '', preview: null, errors: {} });
  const key = input ? JSON.stringify(input) : '';
  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      previewSchedule(JSON.parse(key) as ScheduleInput, controller.signal).then(
        (preview) => setState({ key, preview, errors: {} }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const sorted = error instanceof ApiError ? sortFieldErrors(error, scheduleFormKey) : null;
          const errors: Record<string, string> = {};
          for (const [field, messages] of Object.entries(sorted?.fields ?? {})) if (messages?.[0]) errors[field] = messages[0];
          setState({ key, preview: null, errors });
        },
      );
    }, SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key]);
  return state.key === key && key ? state : NOTHING;
}
