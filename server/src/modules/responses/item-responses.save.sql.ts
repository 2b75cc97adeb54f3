import { isoMicros } from '../../database/sql-fragments';
import { insertActivity } from '../shares/share-activity.sql';
import { ofRun, RESPONSE_KEY, runTakesSaves, targetRun } from './response-run.sql';
import { notLockedByReview } from '../review/review-lock';
import { respondEventColumns, respondEventJoins, withRespondEvents } from '../webhooks/respond-events.sql';

// The statements of respond's fast path, one save (SAVE) or a batch of saves (SAVE_BATCH), each a
// single statement per key ('complete' or 'notes'). Only ItemResponsesRepository runs them: they are
// here because they are long, not to be shared.

/**
 * A tick also keeps when the item was completed: set when `complete` turns true (kept while it stays
 * true), cleared when it turns false; a note save leaves it alone. Its moment is the save's (`at`, the row's new
 * updated_at). Part of the upsert, so still one statement.
 */
const completedAt = (column: 'complete' | 'notes', value: string, at: string) =>
  column === 'complete'
    ? {
        column: ', completed_at',
        insert: `, CASE WHEN ${value} THEN ${at} END`,
        update: `, completed_at = CASE WHEN EXCLUDED.complete THEN COALESCE(item_responses.completed_at, EXCLUDED.updated_at) END`,
      }
    : { column: '', insert: '', update: '' };

/** A tick saves only on a tick box (issue 46): other kinds take `key: "answer"`; nothing is written otherwise. */
const TICK_BOX_ONLY = { complete: ` AND i.kind = 'check'`, notes: '' } as const;

/**
 * A saved row's new updated_at is its share's progress stamp (migration ShareProgressSeq), raised
 * here for `saves` saves: `seq` by one a save, `updated_at` to at least a microsecond after the
 * share's last save and a millisecond after the saved rows' previous times (`prevAt`; clients that
 * read times to the millisecond still see two saves of one row apart). The stamp's row lock, taken
 * before the response's, orders saves of one share: each save's row takes the stamp's time, so
 * the answers and events of a share are strictly ordered by both.
 */
const raiseStamp = (saves: string, prevAt: string) =>
  `seq = p.seq + ${saves},
           updated_at = GREATEST(clock_timestamp(), p.updated_at + interval '1 microsecond', ${prevAt} + interval '1 millisecond') + (${saves} - 1) * interval '1 microsecond'`;
/** The stamp's columns in an answer: the save's `seq` and its time with every microsecond (the answer's and the event's `updatedAt`). */
const stampColumns = (seq: string, at: string) => `${seq}::text AS seq, ${isoMicros(at)} AS updated_iso`;

/**
 * Activity (issue 18) rides in the save's own statement: a tick or untick that changed the row, or
 * a note whose text changed, appends its entry (never the note's text). `prev` is the row as it
 * was before the statement; `row` the saved one.
 */
const ACTIVITY = {
  complete: {
    kind: (row: string) => `CASE WHEN ${row}.complete THEN 'item_ticked' ELSE 'item_unticked' END`,
    changed: (row: string, prev: string) => `${row}.complete <> COALESCE(${prev}.complete, false)`,
  },
  notes: {
    kind: () => `'note_saved'`,
    changed: (row: string, prev: string) => `${row}.notes IS DISTINCT FROM ${prev}.notes`,
  },
} as const;
/** The entry a save recorded (null columns when none), with its item's text. */
const ACTIVITY_COLUMNS = `act.activity_id, act.activity_kind, act.activity_item_id, act.activity_at,
         CASE WHEN act.activity_id IS NOT NULL THEN (SELECT ai.text FROM checklist_items ai WHERE ai.id = act.activity_item_id) END AS item_text`;

/**
 * One statement, committed on its own (one round trip): it finds the share by its token hash,
 * checks the item belongs to its checklist and that the checklist is open, and upserts the row —
 * nothing is written unless all hold — then reads the share's progress for `response.saved`. Only
 * the field being saved is set, so a tick and a note saved at once never undo each other;
 * concurrent saves of one field: the last one wins (updated_at is taken after the row lock). The
 * upserted row is not visible to the statement's own reads, so the completed list takes it from
 * `saved` and the rest from the table. That list reads the share's responses and finds each one's
 * item with a LEFT JOIN: a response's item is always of its share's checklist (saves check it, and
 * an item never changes checklist). With an inner join the planner of a fresh embedded database,
 * before its first ANALYZE, read the share's responses again for every item of the checklist
 * (bench/RESULTS.md).
 */
const saveParts = (column: 'complete' | 'notes', done = completedAt(column, '$3', 'st.updated_at')) => ({
  ctes: `
  prev AS (
    SELECT r.complete, r.notes, r.updated_at FROM shares s JOIN item_responses r ON r.share_id = s.id AND r.item_id = $2 AND ${ofRun('r', targetRun('$4::uuid'))}
     WHERE s.access_token_hash = $1
  ),
  stamp AS (
    UPDATE share_progress p SET ${raiseStamp('1', '(SELECT prev.updated_at FROM prev)')}
      FROM shares s JOIN checklist_items i ON i.checklist_id = s.checklist_id AND i.id = $2${TICK_BOX_ONLY[column]}
     WHERE p.share_id = s.id AND s.access_token_hash = $1 AND s.revoked_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM checklists c WHERE c.id = s.checklist_id AND c.closed_at IS NOT NULL)
       AND ${runTakesSaves(targetRun('$4::uuid'))}
       AND ${notLockedByReview('s')}
    RETURNING p.share_id, i.id AS item_id, p.seq, p.updated_at, ${targetRun('$4::uuid')} AS run_id
  ),
  saved AS (
    INSERT INTO item_responses (share_id, item_id, run_id, ${column}${done.column}, updated_at)
    SELECT st.share_id, st.item_id, st.run_id, $3${done.insert}, st.updated_at
      FROM stamp st
    ON CONFLICT ${RESPONSE_KEY} DO UPDATE SET ${column} = EXCLUDED.${column}${done.update}, updated_at = EXCLUDED.updated_at
    RETURNING share_id, item_id, run_id, complete, notes, updated_at
  ),
  act AS (
    ${insertActivity(`SELECT saved.share_id, ${ACTIVITY[column].kind('saved')}, saved.item_id, saved.updated_at
                        FROM saved LEFT JOIN prev ON true WHERE ${ACTIVITY[column].changed('saved', 'prev')}`)}
  )`,
  final: `
  SELECT saved.share_id, saved.item_id, saved.run_id, saved.complete, saved.notes, saved.updated_at, ${stampColumns('st.seq', 'saved.updated_at')}, s.checklist_id, u.email, ${UNDER_REVIEW('s')}, ${ACTIVITY_COLUMNS},${column === 'complete' ? ` ${respondEventColumns('prev.complete')},` : ''}
         (SELECT count(*)::int FROM checklist_items WHERE checklist_id = s.checklist_id AND kind <> 'heading') AS total,
         COALESCE((SELECT json_agg(x.item_id ORDER BY x.display_order, x.item_id) FROM (
                     SELECT r.item_id, i.display_order
                       FROM item_responses r LEFT JOIN checklist_items i ON i.id = r.item_id
                      WHERE r.share_id = saved.share_id AND ${ofRun('r', 'saved.run_id')} AND r.complete AND r.item_id <> saved.item_id
                     UNION ALL
                     SELECT i.id, i.display_order FROM checklist_items i WHERE saved.complete AND i.id = saved.item_id
                   ) x), '[]'::json) AS completed
    FROM saved JOIN stamp st ON st.share_id = saved.share_id JOIN shares s ON s.id = saved.share_id JOIN users u ON u.id = s.recipient_id LEFT JOIN act ON true
    LEFT JOIN prev ON true${column === 'complete' ? respondEventJoins('saved', 's') : ''}`,
});
/**
 * Whether the share's checklist is reviewed (issue 48): the review listener's check, one more
 * statement, runs after a save only when it is. Read here, by the checklist's primary key, so a
 * checklist without review pays nothing after its saves (that statement per save, on the embedded
 * database's one session, had cut the saves a second by half: bench/RESULTS.md, issue 50).
 */
const UNDER_REVIEW = (share: string) => `EXISTS (SELECT 1 FROM checklists rc WHERE rc.id = ${share}.checklist_id AND rc.review) AS under_review`;

/** What a save answers: the row, its share's progress and the activity entry it recorded. */
const ANSWER = 'share_id, item_id, run_id, complete, notes, updated_at, seq, updated_iso, checklist_id, email, under_review, activity_id, activity_kind, activity_item_id, activity_at, item_text, total, completed';
const save = (column: 'complete' | 'notes') => {
  const { ctes, final } = saveParts(column);
  // Only ticks make webhook events; a note is the recipient's alone.
  return column === 'complete' ? withRespondEvents(ctes, final, ANSWER, 'x.updated_at', 'json_array_length(x.completed)') : `WITH ${ctes}, respond_result AS (${final}) SELECT ${ANSWER} FROM respond_result`;
};
export const SAVE = { complete: save('complete'), notes: save('notes') } as const;

/**
 * Many saves of one key in one statement and one commit (see ResponseSaveBatcher): the same checks
 * and upsert as `save`, row by row, for saves numbered n = 1, 2, … in the order they arrived (no two
 * for one row). Each saved row comes back with its n and its share's progress as it was right
 * after that save: the table as it was before the statement, with this batch's saves of the share
 * numbered up to n applied — what the saves one after another would have read (the statement
 * returns each share's candidates once and completedListsOf builds the lists). Rows are written in
 * the order n, so their updated_at follow the order of the answers and of the events. (Two
 * statements of one process never hold the same row; across replicas a deadlock fails the
 * statement and the batcher retries its saves one by one.) A batch's saves of one share all go to
 * one run (the batcher keeps it so), so each share's progress is that run's.
 *
 * Its cost grows with the batch, never with the tables, whatever the planner's statistics say
 * (PGlite's are only as fresh as the embedded autovacuum's last ANALYZE, and a prepared
 * statement keeps the plan it was first given): each save finds its share, item and previous row
 * by index from the save itself, and the completed lists' candidates come from one pass over the
 * batch's shares rather than a query per saved row (bench/RESULTS.md).
 */
const saveBatchParts = (column: 'complete' | 'notes', done = completedAt(column, 'rv.value', 'rv.stamped_at')) => ({
  ctes: `
  input AS (
    SELECT * FROM unnest($1::text[], $2::uuid[], $3::${column === 'complete' ? 'boolean' : 'text'}[], $4::uuid[]) WITH ORDINALITY AS t(token_hash, item_id, value, run_id, n)
  ),
  -- Each save's share, its item and the row as it was, by index lookups driven by the save (LATERAL,
  -- fenced by LIMIT 1 so that no plan turns them into joins of whole tables). A save whose token is
  -- unknown or revoked, whose item is not of the share's checklist or whose checklist is closed has none.
  resolved AS MATERIALIZED (
    SELECT input.n, s.id AS share_id, s.item_id, s.run_id, input.value, r.complete AS prev_complete, r.notes AS prev_notes, r.updated_at AS prev_updated_at
      FROM input
      CROSS JOIN LATERAL (
        SELECT s.id, i.id AS item_id, ${targetRun('input.run_id')} AS run_id FROM shares s JOIN checklist_items i ON i.id = input.item_id AND i.checklist_id = s.checklist_id${TICK_BOX_ONLY[column]}
         WHERE s.access_token_hash = input.token_hash AND s.revoked_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM checklists c WHERE c.id = s.checklist_id AND c.closed_at IS NOT NULL)
           AND ${runTakesSaves(targetRun('input.run_id'))}
           AND ${notLockedByReview('s')}
         LIMIT 1) s
      LEFT JOIN LATERAL (
        SELECT r.complete, r.notes, r.updated_at FROM item_responses r WHERE r.share_id = s.id AND ${ofRun('r', 's.run_id')} AND r.item_id = s.item_id LIMIT 1) r ON true
  ),
  -- Each share's stamp raised once for all its saves; its saves take its seq and times one after
  -- another in the order n (a microsecond apart), the last ones the stamp's.
  stamp AS (
    UPDATE share_progress p SET ${raiseStamp('k.saves', 'k.prev_at')}
      FROM (SELECT share_id, count(*)::int AS saves, max(prev_updated_at) AS prev_at FROM resolved GROUP BY share_id) k
     WHERE p.share_id = k.share_id
    RETURNING p.share_id, p.seq, p.updated_at, k.saves
  ),
  stamped AS MATERIALIZED (
    SELECT rv.*, st.seq - st.saves + row_number() OVER w AS seq,
           st.updated_at - (st.saves - row_number() OVER w) * interval '1 microsecond' AS stamped_at
      FROM resolved rv JOIN stamp st ON st.share_id = rv.share_id
    WINDOW w AS (PARTITION BY rv.share_id ORDER BY rv.n)
  ),
  saved AS (
    INSERT INTO item_responses (share_id, item_id, run_id, ${column}${done.column}, updated_at)
    SELECT rv.share_id, rv.item_id, rv.run_id, rv.value${done.insert}, rv.stamped_at
      FROM stamped rv
     ORDER BY rv.n
    ON CONFLICT ${RESPONSE_KEY} DO UPDATE SET ${column} = EXCLUDED.${column}${done.update}, updated_at = EXCLUDED.updated_at
    RETURNING share_id, item_id, run_id, complete, notes, updated_at
  ),
  batch AS MATERIALIZED (
    SELECT rv.n, rv.prev_complete, rv.prev_notes, rv.seq, saved.*
      FROM saved JOIN stamped rv ON rv.share_id = saved.share_id AND rv.item_id = saved.item_id AND ${ofRun('rv', 'saved.run_id')}
  ),
  act AS (
    ${insertActivity(`SELECT b.share_id, ${ACTIVITY[column].kind('b')}, b.item_id, b.updated_at
                        FROM batch b CROSS JOIN LATERAL (SELECT b.prev_complete AS complete, b.prev_notes AS notes) prev
                       WHERE ${ACTIVITY[column].changed('b', 'prev')} ORDER BY b.n`)}
  ),
  -- The candidates for each share's completed lists: the items it had completed before the
  -- statement and the items this batch saved, each with its state before (base).
  cand AS MATERIALIZED (
    SELECT u.share_id, u.item_id, bool_or(u.base) AS base
      FROM (SELECT r.share_id, r.item_id, true AS base
              FROM (SELECT DISTINCT share_id, run_id FROM batch) t JOIN item_responses r ON r.share_id = t.share_id AND ${ofRun('r', 't.run_id')}
             WHERE r.complete
            UNION ALL
            SELECT b.share_id, b.item_id, false FROM batch b) u
     GROUP BY u.share_id, u.item_id
  ),
  -- Once per share: its candidates in the owner's order with their state before the statement, and
  -- how many it had completed. Each saved row's completed list right after its save (the candidates
  -- with the batch's saves numbered up to n applied) is built from them by the repository
  -- (completedListsOf): made here, one list per saved row, it was a third of the statement's time.
  share_cand AS MATERIALIZED (
    SELECT c.share_id, json_agg(json_build_array(c.item_id, c.base) ORDER BY i.display_order, c.item_id) AS candidates,
           count(*) FILTER (WHERE c.base)::int AS base_count
      FROM cand c LEFT JOIN checklist_items i ON i.id = c.item_id
     GROUP BY c.share_id
  ),
  -- The item count of each checklist the batch saved in, counted once (counted for every saved
  -- row, it was a sixth of the statement's time).
  totals AS MATERIALIZED (
    SELECT t.checklist_id, (SELECT count(*)::int FROM checklist_items ci WHERE ci.checklist_id = t.checklist_id AND ci.kind <> 'heading') AS total
      FROM (SELECT DISTINCT s.checklist_id
              FROM (SELECT DISTINCT share_id FROM batch) b CROSS JOIN LATERAL (SELECT checklist_id FROM shares WHERE id = b.share_id) s) t
  ),
  -- Each saved row with how many items its share had completed right after its save (for the
  -- webhook events), and its share's candidates on the share's first row only.
  progress AS MATERIALIZED (
    SELECT b.n, b.share_id, b.item_id, b.run_id, b.complete, b.notes, b.updated_at, b.seq, b.prev_complete,
           sc.base_count + sum(b.complete::int - COALESCE(b.prev_complete, false)::int)
                             OVER (PARTITION BY b.share_id ORDER BY b.n)::int AS completed_count,
           CASE WHEN b.n = min(b.n) OVER (PARTITION BY b.share_id) THEN sc.candidates END AS candidates
      FROM batch b JOIN share_cand sc ON sc.share_id = b.share_id
  )`,
  final: `
  SELECT b.n::int AS n, b.share_id, b.item_id, b.run_id, b.complete, b.notes, b.updated_at, ${stampColumns('b.seq', 'b.updated_at')}, s.checklist_id, u.email, ${UNDER_REVIEW('s')}, ${ACTIVITY_COLUMNS},${column === 'complete' ? ` ${respondEventColumns('b.prev_complete')},` : ''}
         tt.total, b.completed_count, b.candidates
    FROM progress b JOIN shares s ON s.id = b.share_id JOIN totals tt ON tt.checklist_id = s.checklist_id JOIN users u ON u.id = s.recipient_id
    LEFT JOIN act ON act.share_id = b.share_id AND act.activity_item_id = b.item_id${column === 'complete' ? respondEventJoins('b', 's') : ''}`,
});
/** A batch's answer: ANSWER with each share's candidates (on its first row) instead of the completed list. */
const BATCH_ANSWER = `n, ${ANSWER.replace(/, completed$/, ', candidates')}`;
const saveBatch = (column: 'complete' | 'notes') => {
  const { ctes, final } = saveBatchParts(column);
  return column === 'complete'
    ? withRespondEvents(ctes, final, BATCH_ANSWER, 'x.n', 'x.completed_count')
    : `WITH ${ctes}, respond_result AS (${final}) SELECT ${BATCH_ANSWER} FROM respond_result`;
};
export const SAVE_BATCH = { complete: saveBatch('complete'), notes: saveBatch('notes') } as const;

/**
 * Run on a shared database once a tick's statement holds its shares' locks, before the statement
 * (see ItemResponsesRepository): waits until the shares' latest save is over a millisecond old, so
 * the tick is dated at least a millisecond after it, another process's included. The owner's page
 * keeps the newest event of a share (the last of equals): a tick saved right after another
 * process's, within the same millisecond, would tie with it and could lose to it. It rarely waits,
 * and never more than a millisecond or two. (Written into the save statement itself, the extra read
 * made PostgreSQL plan that statement anew on every run.)
 */
export const AFTER_SHARES_LATEST_SAVE = `
  SELECT pg_sleep(EXTRACT(EPOCH FROM l.latest + interval '1 millisecond' - clock_timestamp())::float8)
    FROM (SELECT max(r.updated_at) AS latest FROM shares s JOIN item_responses r ON r.share_id = s.id
           WHERE s.access_token_hash = ANY($1::text[])) l
   WHERE l.latest + interval '1 millisecond' > clock_timestamp()`;
