// Which run a response belongs to (issue 45), for the statements on item_responses: a response's
// run is NULL for a checklist without a schedule, and the unique key treats that as one run of its
// own (migration ResponseRuns).

/** A run id as item_responses_share_run_item_key keys it: NULL (no schedule) is the zero uuid. */
export const runKey = (runId: string) => `COALESCE(${runId}, '00000000-0000-0000-0000-000000000000'::uuid)`;

/** The conflict target of an upsert of a response: its share, run and item. */
export const RESPONSE_KEY = `(share_id, (${runKey('run_id')}), item_id)`;

/** The run a save of the share aliased `s` goes to: the one it asked for (`asked`, a uuid or NULL), else the share's current run. */
export const targetRun = (asked: string, s = 's') => `COALESCE(${asked}, ${s}.current_run_id)`;

/**
 * The run may take saves: none (no schedule), or an open run of the share aliased `s`, or its
 * current run once completed (an untick opens it again; migration RunCompletion). A missed run,
 * and an earlier run once completed, are read-only.
 */
export const runTakesSaves = (run: string, s = 's') =>
  `(${run} IS NULL OR EXISTS (SELECT 1 FROM share_runs sr WHERE sr.id = ${run} AND sr.share_id = ${s}.id
                                AND (sr.status = 'open' OR (sr.status = 'completed' AND sr.id = ${s}.current_run_id))))`;

/** The responses aliased `r` are of the run `run` (NULL: the share's single run). */
export const ofRun = (r: string, run: string) => `${runKey(`${r}.run_id`)} = ${runKey(run)}`;

/** The responses aliased `r` are of the current run of the share aliased `s` (what the owner's live figures show). */
export const inCurrentRun = (r: string, s: string) => ofRun(r, `${s}.current_run_id`);
