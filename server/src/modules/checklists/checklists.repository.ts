import { Injectable } from '@nestjs/common';
import { FOLLOW_UP_RULES, type ChecklistDetail, type ChecklistSummary, type ReminderRules, type Share } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { isoMicros, isoTimestamp, itemOrder, receivedByProvenAccount, returnedRows } from '../../database/sql-fragments';
import { withReviewJson, withReviewSettingsJson } from '../review/review-json.sql';
import { SqlRepository } from '../../database/sql-repository';
import { VIEWING } from '../presence/share-presence.sql';
import { ChecklistEntity } from './checklist.entity';
import type { ChecklistQueryStatus } from '@ticklist/contracts';
import { STATUS_CONDITIONS } from './checklist-status';
import { NEXT_RUN_AT_JSON, SCHEDULE_JSON } from '../schedules/schedule.sql';
import { DEFAULT_SHARE_LIST, shareListSql, type ShareListSql, type ShareListView } from './share-list.sql';
import { changesPageSql, COMMITTED_HORIZON_SQL, lastChangeAt } from './checklist-changes.sql';
import { inCurrentRun } from '../responses/response-run.sql';

/**
 * The owner's ChecklistSummary, built as JSON by PostgreSQL in the same statement that reads it.
 *
 * Why in SQL: a dashboard page is 10 checklists with their items, shares and completed items
 * (hundreds of rows). Hydrating those as entities and mapping them field by field cost about
 * 8 ms of Node CPU per page; PostgreSQL builds the same JSON from its indexes in about a
 * millisecond, in one round trip (bench/RESULTS.md, "dashboard list"). This is the one
 * definition of the summary's wire shape: the list, create, update and edit answers all use it.
 */


/** Checklists newest first; the id breaks ties between ones made in the same microsecond. */
const newestFirst = (alias: string) => `${alias}.created_at DESC, ${alias}.id DESC`;

const ITEMS_JSON = `COALESCE((
    SELECT json_agg(json_build_object('id', i.id, 'text', i.text, 'description', i.description, 'displayOrder', i.display_order,
                                      'kind', i.kind, 'required', i.required, 'settings', i.settings)
                    ORDER BY ${itemOrder('i')})
      FROM checklist_items i
     WHERE i.checklist_id = c.id), '[]'::json)`;

const COMPLETED_ITEMS_JSON = `COALESCE((
    SELECT json_agg(json_build_object('itemId', r.item_id) ORDER BY ${itemOrder('ci')})
      FROM item_responses r
      JOIN checklist_items ci ON ci.id = r.item_id
     WHERE r.share_id = s.id AND ${inCurrentRun('r', 's')} AND r.complete), '[]'::json)`;

/** The earliest moment the database's nudge rule lets the share aliased `s` be nudged again (null: never nudged nor reminded). */
const NEXT_NUDGE_AT = `GREATEST(s.last_nudged_at + interval '${FOLLOW_UP_RULES.nudgeEveryHours} hours',
                                 s.last_reminded_at + interval '${FOLLOW_UP_RULES.quietHours} hours')`;

/**
 * The share's `nextNudgeAt` as the owner sees it: when the nudge rules next allow one, or null when
 * a nudge is possible `now` (a parameter: the app's clock) and when the recipient has completed every
 * item of checklist `c` (nothing to nudge about). Compared to the millisecond, as the answer writes it.
 * Never nudged nor reminded (most shares) is null at the first test, before anything is counted.
 */
const nextNudgeJson = (now: string, completedItems: string) => `CASE
      WHEN ${NEXT_NUDGE_AT} IS NULL OR date_trunc('milliseconds', ${NEXT_NUDGE_AT}) <= ${now} THEN NULL
      WHEN json_array_length(${completedItems}) >= (SELECT count(*) FROM checklist_items ni WHERE ni.checklist_id = c.id AND ni.kind <> 'heading') THEN NULL
      ELSE ${isoTimestamp(NEXT_NUDGE_AT)} END`;

/** The invitation's state (issue 18); `error` only when it failed. */
const DELIVERY_JSON = `CASE WHEN s.delivery_status = 'failed'
    THEN json_build_object('status', s.delivery_status, 'at', ${isoTimestamp('s.delivery_at')}, 'error', s.delivery_error)
    ELSE json_build_object('status', s.delivery_status, 'at', ${isoTimestamp('s.delivery_at')}) END`;

/** One owner Share of the share aliased `s`, its completed items being `sc.completed`, as of `now`. */
/** `timeZone` (issue 45) only on a share whose recipient has one: other shares answer as before. */
const withRecipientZoneJson = (shareObject: string) => `CASE
    WHEN s.time_zone IS NOT NULL THEN (${shareObject}::jsonb || jsonb_build_object('timeZone', s.time_zone))::json
    ELSE ${shareObject} END`;

const shareJson = (now: string) => withReviewJson('s', withRecipientZoneJson(`json_build_object(
             'id', s.id,
             -- A lookup by primary key per share: a join here made the planner hash every user.
             'recipientUser', json_build_object('email', (SELECT u.email FROM users u WHERE u.id = s.recipient_id)),
             'sharedAt', ${isoTimestamp('s.shared_at')},
             'completedItems', sc.completed,
             'dueAt', ${isoTimestamp('s.due_at')},
             'dueTimeZone', s.due_time_zone,
             'remindersSent', s.reminders_sent,
             'lastRemindedAt', ${isoTimestamp('s.last_reminded_at')},
             'nextNudgeAt', ${nextNudgeJson(now, 'sc.completed')},
             'revokedAt', ${isoTimestamp('s.revoked_at')},
             'delivery', ${DELIVERY_JSON},
             'firstOpenedAt', ${isoTimestamp('s.first_opened_at')},
             -- Presence (modules/presence): a live lease of any process holding a guest socket of the share.
             'lastSeenAt', ${isoTimestamp('s.last_seen_at')},
             -- A revoked link's sockets are cut: never "viewing", even before its lease is released.
             'viewing', (s.revoked_at IS NULL AND ${VIEWING('s')}))`));

const sharesJson = (now: string) => `COALESCE((
    SELECT json_agg(${shareJson(now)}
           ORDER BY s.shared_at, s.id)
      FROM shares s CROSS JOIN LATERAL (SELECT ${COMPLETED_ITEMS_JSON} AS completed) sc
     WHERE s.checklist_id = c.id), '[]'::json)`;

/**
 * The audience of checklist `c` counted (ChecklistCounts) as of `now`: each share's maintained state
 * (migration ShareProgressFigures) summed from shares_checklist_state_idx, and the due moments of
 * those not done, so neither the answer nor the count reads a response.
 */
const countsJson = (now: string) => `(
    SELECT json_build_object(
             'recipients', count(*)::int,
             'done', (count(*) FILTER (WHERE a.progress_state = 'done'))::int,
             'inProgress', (count(*) FILTER (WHERE a.progress_state = 'in_progress'))::int,
             'notOpened', (count(*) FILTER (WHERE a.progress_state = 'not_opened'))::int,
             -- A revoked link no longer works: its recipient is not overdue and counts for nothing in Overall (issue 44).
             'overdue', (count(*) FILTER (WHERE a.progress_state <> 'done' AND a.revoked_at IS NULL AND COALESCE(a.due_at, c.due_at) <= ${now}))::int,
                          -- Recipients with a flagged answer in their current run (issues 46, 45): one probe of the partial index per share.
             'flagged', (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM item_responses fr WHERE fr.share_id = a.id AND fr.flagged AND ${inCurrentRun('fr', 'a')})))::int,
             'active', (count(*) FILTER (WHERE a.revoked_at IS NULL))::int,
             'itemsDone', COALESCE(sum(a.done_count) FILTER (WHERE a.revoked_at IS NULL), 0)::int,
             -- Whom 'Nudge all pending' would nudge now (issue 44): the nudge rules of ShareFollowUpRepository.recordNudgeAll;
             -- nobody on a closed checklist (a nudge there is refused).
             'nudgeable', (count(*) FILTER (WHERE c.closed_at IS NULL AND ${NUDGEABLE_NOW('a', now)}))::int)
      FROM shares a WHERE a.checklist_id = c.id)`;

/**
 * The share aliased `s` may be nudged at `now`: work left, its link working, no nudge (the invitation
 * counts as one) within the once-a-day rule and no reminder within the quiet hours. Whether its
 * recipient takes mails is not asked: that is theirs to know (a nudge all counts them as skipped).
 */
const NUDGEABLE_NOW = (s: string, now: string) => `${s}.progress_state <> 'done' AND ${s}.revoked_at IS NULL
               AND (${s}.last_nudged_at IS NULL OR ${s}.last_nudged_at <= ${now}::timestamptz - interval '${FOLLOW_UP_RULES.nudgeEveryHours} hours')
               AND (${s}.last_reminded_at IS NULL OR ${s}.last_reminded_at <= ${now}::timestamptz - interval '${FOLLOW_UP_RULES.quietHours} hours')`;

/** What a summary carries of its audience: every share (the spec's shape) or the counts (issue 43's light form). */
export type Audience = 'shares' | 'counts';

/**
 * ChecklistSummary of the row aliased `c` (a checklists row), as of `now` (a parameter: the app's
 * clock); with `audience: 'counts'` the ChecklistDetail (counts instead of every share).
 */
const summaryJson = (now: string, audience: Audience = 'shares') => withReviewSettingsJson('c', `json_build_object(
    'id', c.id,
    'title', c.title,
    'description', c.description,
    'createdAt', ${isoTimestamp('c.created_at')},
    'updatedAt', ${isoMicros(lastChangeAt('c'))},
    'version', c.version,
    'items', ${ITEMS_JSON},
    ${audience === 'shares' ? `'shares', ${sharesJson(now)}` : `'counts', ${countsJson(now)}`},
    'dueAt', ${isoTimestamp('c.due_at')},
    'dueTimeZone', c.due_time_zone,
    'reminders', json_build_object('beforeDueDays', c.reminder_before_due_days,
                                   'overdueEveryDays', c.reminder_overdue_every_days,
                                   'overdueMax', c.reminder_overdue_max),
    'closedAt', ${isoTimestamp('c.closed_at')},
    'schedule', ${SCHEDULE_JSON},
    'nextRunAt', ${NEXT_RUN_AT_JSON},
    'workspaceId', c.workspace_id)`);

/**
 * $1 workspace id, $2 page size, $3 offset, $4 now (and the title pattern after it) → one row:
 * { total, items } of the owner's checklists that meet `condition` (on `p`), `items` the
 * ChecklistSummary[] as JSON text: the answer is written around it as it is (ChecklistReadService).
 */
const pageSql = (condition: string, audience: Audience = 'shares', total = `(SELECT count(*) FROM checklists p WHERE p.workspace_id = $1 AND ${condition})`) => `
  SELECT ${total}::int AS total,
         COALESCE((SELECT json_agg(${summaryJson('$4', audience)} ORDER BY ${newestFirst('c')})
                     FROM (SELECT * FROM checklists p
                            WHERE p.workspace_id = $1 AND ${condition}
                            ORDER BY ${newestFirst('p')}
                            LIMIT $2 OFFSET $3) c), '[]'::json)::text AS items`;

/** Every open checklist of the owner: the dashboard's default page. Exported for the dashboard benchmark. */
export const PAGE_SQL = pageSql(STATUS_CONDITIONS.all);

/** Totals the database keeps per workspace (migration WorkspaceChecklistCounts): read, not counted. */
const KEPT_TOTALS: Partial<Record<ChecklistQueryStatus, string>> = {
  all: '(SELECT COALESCE(max(w.open_checklists), 0) FROM workspace_checklist_counts w WHERE w.workspace_id = $1)',
  any: '(SELECT COALESCE(max(w.checklists), 0) FROM workspace_checklist_counts w WHERE w.workspace_id = $1)',
};

/** The statement of each (status, searched or not, audience), built once, with its prepared statement's name. */
const pageSqlCache = new Map<string, { name: string; sql: string }>();
function pageSqlFor(status: ChecklistQueryStatus, titleParam: number | null, audience: Audience): { name: string; sql: string } {
  const key = `${status}:${titleParam ?? ''}:${audience}`;
  let statement = pageSqlCache.get(key);
  if (!statement) {
    const title = titleParam === null ? '' : ` AND p.title ILIKE $${titleParam} ESCAPE '\\'`;
    const name = `checklist-page-${status}${titleParam === null ? '' : '-search'}${audience === 'shares' ? '' : '-counts'}`;
    statement = { name, sql: pageSql(`${STATUS_CONDITIONS[status]}${title}`, audience, titleParam === null ? KEPT_TOTALS[status] : undefined) };
    pageSqlCache.set(key, statement);
  }
  return statement;
}

/** The walk's statement of each (status, searched or not, audience), built once. */
const changesPageSqlCache = new Map<string, string>();
function changesPageSqlFor(status: ChecklistQueryStatus, searched: boolean, audience: Audience): string {
  const key = `${status}:${searched}:${audience}`;
  const title = searched ? ` AND p.title ILIKE $9 ESCAPE '\\'` : '';
  const sql = () => changesPageSql(`${STATUS_CONDITIONS[status]}${title}`, summaryJson('$4', audience), 'changes', searched ? undefined : KEPT_TOTALS[status]);
  return changesPageSqlCache.get(key) ?? changesPageSqlCache.set(key, sql()).get(key)!;
}

/** $1 checklist id, $2 owner id, $3 now → one row { summary } when the owner has it, none otherwise. */
const OWNED_SUMMARY_SQL = `
  SELECT ${summaryJson('$3')} AS summary
    FROM checklists c
   WHERE c.id = $1 AND c.owner_id = $2`;

/**
 * $1 checklist id, $2 owner id, $3 share id, $4 now → one row { share } (the owner's Share, as the
 * list shows it) when the owner has the checklist and the share is on it: one recipient read by
 * primary key, whatever the audience (a per-recipient action answers with it).
 */
const OWNED_SHARE_SQL = `
  SELECT ${shareJson('$4')} AS share
    FROM checklists c JOIN shares s ON s.checklist_id = c.id
    CROSS JOIN LATERAL (SELECT ${COMPLETED_ITEMS_JSON} AS completed) sc
   WHERE c.id = $1 AND c.owner_id = $2 AND s.id = $3`;

/** $1 checklist id, $2 owner id, $3 now → one row { checklist } (ChecklistDetail) when the owner has it. */
const OWNED_DETAIL_SQL = `
  SELECT ${summaryJson('$3', 'counts')} AS checklist
    FROM checklists c
   WHERE c.id = $1 AND c.owner_id = $2`;

/**
 * $1 checklist id, $2 owner id, $3 now, $4 rows wanted, then the view's own parameters (share-list.sql.ts)
 * → one row when the owner has the checklist: { total, shares }, shares being [{ share, atUs }] in
 * the view's order after its cursor, `total` those meeting its filters. The page's rows are picked
 * first (by the view's index) and only they are built as JSON, so a page costs the same whatever the
 * audience.
 */
const sharePageSql = (view: ShareListSql) => `
  SELECT (SELECT count(*) FROM shares k${view.join} WHERE k.checklist_id = c.id${view.filter})::int AS total,
         COALESCE((SELECT json_agg(json_build_object('share', ${shareJson('$3')}, 'atUs', s.sort_at::text)
                                   ORDER BY s.sort_key ${view.direction}, s.id ${view.direction})
                     FROM (SELECT k.*, ${view.key} AS sort_key, ${view.cursorValue} AS sort_at FROM shares k${view.join}
                            WHERE k.checklist_id = c.id${view.filter}${view.after}
                            ORDER BY ${view.key} ${view.direction}, k.id ${view.direction}
                            LIMIT $4) s
                     CROSS JOIN LATERAL (SELECT ${COMPLETED_ITEMS_JSON} AS completed) sc), '[]'::json) AS shares
    FROM checklists c
   WHERE c.id = $1 AND c.owner_id = $2`;
const sharePageSqlCache = new Map<string, string>();

/** A keyset position in a checklist's shares: (shared_at in microseconds since the epoch, share id). */
export interface ShareCursor {
  atUs: string;
  id: string;
}

export interface SharePageRow {
  total: number;
  shares: Array<{ share: Share; atUs: string }>;
}

export interface ChecklistDue {
  dueAt: Date | null;
  /** The IANA zone the moment was chosen in; null: UTC. */
  dueTimeZone: string | null;
  reminders: ReminderRules;
}

const reminderColumns = (rules: ReminderRules) => ({
  reminderBeforeDueDays: rules.beforeDueDays,
  reminderOverdueEveryDays: rules.overdueEveryDays,
  reminderOverdueMax: rules.overdueMax,
});

export interface ChecklistPageRow {
  total: number;
  /** The page's ChecklistSummary[] as JSON text, as PostgreSQL wrote it. */
  items: string;
}

/** A page of a walk in (updatedAt, id) order (checklist-changes.sql.ts). */
export interface ChecklistChangesRow extends ChecklistPageRow {
  /** The page's last position: its last change in microseconds since the epoch, and its id; null when the page is empty. */
  last_at_us: string | null;
  last_id: string | null;
  /** Some checklist comes after the page. */
  more: boolean;
}

/** Where a walk in (updatedAt, id) order goes on from, and what it keeps. */
export interface ChecklistChangesQuery {
  status: ChecklistQueryStatus;
  titlePattern: string | null;
  audience: Audience;
  /** Only checklists changed at or after this moment (ISO 8601, to the microsecond); null: all. */
  since: string | null;
  after: { atUs: string; id: string } | null;
  offset: number;
}

export interface ChecklistExportRow {
  id: string;
  title: string;
  description: string | null;
  created_at: Date;
  updated_at: Date;
}

/** What deleting an account would remove; COUNT(*) comes back from pg as a string (bigint). */
export interface DeletionCountsRow {
  checklists: string;
  checklist_items: string;
  shares_created: string;
  shares_received: string;
  user_responses: string;
  responses_to_user_checklists: string;
}

/** Every statement on `checklists`. Every lookup an owner makes is scoped to the owner. */
@Injectable()
export class ChecklistsRepository extends SqlRepository {
  /**
   * One page of a workspace's summaries, newest first, and the total of the same filter: one
   * statement. `titlePattern` is an ILIKE pattern (search-query.ts), null for no search.
   */
  async page(
    workspaceId: string, limit: number, offset: number, status: ChecklistQueryStatus, now: Date, titlePattern: string | null = null, audience: Audience = 'shares',
  ): Promise<ChecklistPageRow> {
    const params: unknown[] = [workspaceId, limit, offset, now];
    if (titlePattern !== null) params.push(titlePattern);
    const { name, sql } = pageSqlFor(status, titlePattern === null ? null : params.length, audience);
    // Prepared: the statement builds JSON from four tables and took about as long to plan as to run.
    const [row] = await this.prepared<ChecklistPageRow>(name, sql, params);
    return row!;
  }

  /**
   * One page of a workspace's summaries in (updatedAt, id) order after `query.after`, only those changed
   * before the moment every change before it is committed (read first, in its own statement).
   */
  async changesPage(workspaceId: string, limit: number, now: Date, query: ChecklistChangesQuery): Promise<ChecklistChangesRow> {
    const [{ horizon }] = (await this.db().query(COMMITTED_HORIZON_SQL)) as [{ horizon: Date }];
    const params: unknown[] = [workspaceId, limit, horizon, now, query.since, query.after?.atUs ?? null, query.after?.id ?? null, query.offset];
    if (query.titlePattern !== null) params.push(query.titlePattern);
    // The candidates are what changed since updatedSince, else since the cursor (indexed stamps). Not prepared:
    // planned with its parameters, so each stamp's index range is known to the planner.
    const [row]: ChecklistChangesRow[] = await this.db().query(changesPageSqlFor(query.status, query.titlePattern !== null, query.audience), params);
    return row!;
  }

  /** The owner's checklist as a summary as of `now`; null when it is not theirs or does not exist. */
  async ownedSummary(ownerId: string, id: string, now: Date, m?: EntityManager): Promise<ChecklistSummary | null> {
    const [row]: { summary: ChecklistSummary }[] = await this.db(m).query(OWNED_SUMMARY_SQL, [id, ownerId, now]);
    return row?.summary ?? null;
  }

  /** The owner's checklist with counts instead of shares; null when it is not theirs or does not exist. */
  async ownedDetail(ownerId: string, id: string, now: Date): Promise<ChecklistDetail | null> {
    const [row]: { checklist: ChecklistDetail }[] = await this.db().query(OWNED_DETAIL_SQL, [id, ownerId, now]);
    return row?.checklist ?? null;
  }

  /** One recipient of the owner's checklist as the list shows it, as of `now`; null when either is not there (or not theirs). */
  async ownedShare(ownerId: string, checklistId: string, shareId: string, now: Date): Promise<Share | null> {
    const [row]: { share: Share }[] = await this.db().query(OWNED_SHARE_SQL, [checklistId, ownerId, shareId, now]);
    return row?.share ?? null;
  }

  /** Up to `limit` shares of the owner's checklist after `cursor`, and the total; null when the checklist is not theirs. */
  async sharePage(ownerId: string, id: string, now: Date, limit: number, cursor: ShareCursor | null, view: ShareListView = DEFAULT_SHARE_LIST): Promise<SharePageRow | null> {
    const built = shareListSql(view, cursor, 5);
    const sql = sharePageSqlCache.get(built.id) ?? sharePageSqlCache.set(built.id, sharePageSql(built)).get(built.id)!;
    const [row]: SharePageRow[] = await this.db().query(sql, [id, ownerId, now, limit, ...built.params]);
    return row ?? null;
  }

  /** The owner's checklist row, locked for update with `lock` (a checklist update). */
  findOwned(ownerId: string, id: string, m: EntityManager, lock: boolean): Promise<ChecklistEntity | null> {
    const query = m.createQueryBuilder(ChecklistEntity, 'c').where('c.id = :id AND c.owner_id = :ownerId', { id, ownerId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** Closes (keeping the first closing moment) or reopens the owner's checklist; false when it is not theirs. */
  /**
   * Closes (keeping a first closing moment) or reopens; null when not the owner's. `changed` is
   * whether it was open before a close, or closed before a reopen (the self-join reads the row as
   * it was before this update).
   */
  async setClosed(ownerId: string, id: string, closedAt: Date | null, m?: EntityManager): Promise<{ changed: boolean } | null> {
    const rows = returnedRows<{ changed: boolean }>(
      await this.db(m).query(
        `UPDATE checklists c SET closed_at = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE COALESCE(c.closed_at, $3) END
           FROM checklists before
          WHERE c.id = $1 AND c.owner_id = $2 AND before.id = c.id
          RETURNING (before.closed_at IS NULL) <> ($3::timestamptz IS NULL) AS changed`,
        [id, ownerId, closedAt],
      ),
    );
    return rows[0] ?? null;
  }

  /** When the checklist was closed; null when open or gone. */
  async closedAt(id: string): Promise<Date | null> {
    const [row]: Array<{ closed_at: Date | null }> = await this.db().query('SELECT closed_at FROM checklists WHERE id = $1', [id]);
    return row?.closed_at ?? null;
  }

  /** Deletes the owner's checklist; the schema cascades to items, shares, responses and the reminder ledger. */
  async deleteOwned(ownerId: string, id: string, m: EntityManager): Promise<void> {
    await m.query('DELETE FROM checklists WHERE id = $1 AND owner_id = $2', [id, ownerId]);
  }

  async isOwnedBy(id: string, ownerId: string): Promise<boolean> {
    const rows: unknown[] = await this.db().query('SELECT 1 FROM checklists WHERE id = $1 AND owner_id = $2 LIMIT 1', [id, ownerId]);
    return rows.length > 0;
  }

  /** Without `workspaceId`: in the owner's personal workspace. */
  insert(ownerId: string, title: string, description: string | null, due: ChecklistDue, m: EntityManager, workspaceId?: string): Promise<ChecklistEntity> {
    return m.save(m.create(ChecklistEntity, { ownerId, workspaceId, title, description, dueAt: due.dueAt, dueTimeZone: due.dueTimeZone, ...reminderColumns(due.reminders) }));
  }

  /** A change to the title, description or items: the checklist's version goes up by one. */
  async raiseVersion(id: string, m: EntityManager): Promise<void> {
    await m.query('UPDATE checklists SET version = version + 1 WHERE id = $1', [id]);
  }

  /** The due moment and the reminder rules; a field left undefined is unchanged. */
  async updateFollowUp(id: string, due: Partial<ChecklistDue>, m: EntityManager): Promise<void> {
    const set = {
      ...(due.dueAt !== undefined ? { dueAt: due.dueAt, dueTimeZone: due.dueTimeZone ?? null } : {}),
      ...(due.reminders ? reminderColumns(due.reminders) : {}),
    };
    if (Object.keys(set).length > 0) await m.update(ChecklistEntity, { id }, set);
  }

  async updateText(id: string, title: string, description: string | null, m: EntityManager): Promise<void> {
    await m.update(ChecklistEntity, { id }, { title, description });
  }

  /** The ids of the owner's checklists (queued mails mentioning them are dropped with the account). */
  async idsOfOwner(ownerId: string, m: EntityManager): Promise<string[]> {
    const rows: Array<{ id: string }> = await m.query(`SELECT id FROM checklists WHERE owner_id = $1`, [ownerId]);
    return rows.map((r) => r.id);
  }

  /**
   * Everything deleting the account would remove, counted from the owner's checklists and the shares
   * received (those only once the account proved its address: an unproven account's deletion keeps them).
   */
  async deletionCounts(userId: string): Promise<DeletionCountsRow> {
    const [row]: DeletionCountsRow[] = await this.db().query(
      `SELECT
         (SELECT count(*) FROM checklists c WHERE c.owner_id = $1) AS checklists,
         -- Each checklist's own counts (item_count, share_count, kept by the database) summed: one row a checklist.
         (SELECT COALESCE(sum(c.item_count), 0) FROM checklists c WHERE c.owner_id = $1) AS checklist_items,
         (SELECT COALESCE(sum(c.share_count), 0) FROM checklists c WHERE c.owner_id = $1) AS shares_created,
         (SELECT count(*) FROM shares s WHERE ${receivedByProvenAccount('s')}) AS shares_received,
         (SELECT count(*) FROM item_responses r JOIN shares s ON s.id = r.share_id WHERE ${receivedByProvenAccount('s')}) AS user_responses,
         (SELECT count(*) FROM item_responses r JOIN shares s ON s.id = r.share_id
            JOIN checklists c ON c.id = s.checklist_id WHERE c.owner_id = $1) AS responses_to_user_checklists`,
      [userId],
    );
    return row!;
  }

  /** Moves a checklist, with its shares, links, progress and runs, to another workspace (issue 47). */
  async moveToWorkspace(id: string, workspaceId: string): Promise<void> {
    await this.db().query('UPDATE checklists SET workspace_id = $2 WHERE id = $1', [id, workspaceId]);
  }
}
