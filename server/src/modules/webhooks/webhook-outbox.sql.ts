/**
 * The transactional outbox, as SQL to put inside the statement (or transaction) that makes a change.
 *
 * `source` is a query giving one row per event: `owner_id`, `type`, `share_id` (or null) and
 * `data` (jsonb: the state at the time of the change, never a recipient's notes). The fragment is
 * two CTEs: each event gets its id once (MATERIALIZED, so every endpoint gets the same id), and a
 * message is written for each endpoint of the checklist's workspace (issue 47: `data.checklist.id`
 * names the checklist of every event) subscribed to its type that is not disabled
 * (a paused endpoint keeps its events: the sender passes it over until it is resumed). A workspace
 * with no such endpoint costs two index probes and writes nothing. `owner_id` is no longer read. The messages commit with the change, or
 * not at all, and the sender takes them only after the commit.
 *
 * Data-modifying CTEs must be at the statement's top level: list these among its WITH clauses.
 * `name` keeps the CTE names apart when a statement has more than one source.
 */
export function webhookOutboxCtes(source: string, name = 'webhook'): string {
  return `
  ${name}_events AS MATERIALIZED (
    SELECT gen_random_uuid() AS event_id, clock_timestamp() AS event_at, src.*
      FROM (SELECT src.*, (SELECT c.workspace_id FROM checklists c WHERE c.id = (src.data->'checklist'->>'id')::uuid) AS event_workspace_id
              FROM (${source}) src) src
     WHERE EXISTS (SELECT 1 FROM webhook_endpoints e
                    WHERE e.workspace_id = src.event_workspace_id AND src.type = ANY(e.events) AND e.disabled_at IS NULL)
  ),
  ${name}_outbox AS (
    INSERT INTO webhook_messages (event_id, endpoint_id, type, share_id, data, event_at)
    SELECT ev.event_id, e.id, ev.type, ev.share_id, ev.data, ev.event_at
      FROM ${name}_events ev
      JOIN webhook_endpoints e ON e.workspace_id = ev.event_workspace_id AND ev.type = ANY(e.events) AND e.disabled_at IS NULL
     ORDER BY ev.event_at
    RETURNING 1
  )`;
}

/** A standalone statement writing the outbox messages of `source`'s events (run it in the change's transaction). */
export const webhookOutboxStatement = (source: string): string => `WITH ${webhookOutboxCtes(source)} SELECT count(*)::int AS queued FROM webhook_outbox`;

/** jsonb of a checklist reference: `{ id, title }` from a checklists row alias. */
export const checklistRefJson = (c: string) => `jsonb_build_object('id', ${c}.id, 'title', ${c}.title)`;

/** jsonb of a share reference: `{ id, recipientEmail }` from a shares alias and the recipient's users alias. */
export const shareRefJson = (s: string, u: string) => `jsonb_build_object('id', ${s}.id, 'recipientEmail', ${u}.email)`;
