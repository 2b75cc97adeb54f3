import { sqlMigration } from '../sql-migration';

/**
 * One process's presence write for one share as one call (see SharePresenceRepository.write). It
 * was a transaction of six statements: hundreds of guests opening their page at once queued
 * thousands of round trips, and on the embedded database's one session every save waited behind a
 * whole transaction for seconds after the burst. In PL/pgSQL each statement still takes its own
 * snapshot after the share's advisory lock (so it reads what other processes committed), in one
 * round trip. The lock key is the one replicas running the earlier code take.
 */
export const SharePresenceWrite1796000000000 = sqlMigration('SharePresenceWrite1796000000000', {
  up: [
    `
      CREATE FUNCTION share_presence_write(p_share_id uuid, p_process_id uuid, p_sockets integer, p_lease_ms integer)
        RETURNS TABLE (share_id uuid, checklist_id uuid, last_seen_at timestamptz, viewing boolean)
        LANGUAGE plpgsql VOLATILE AS $$
      #variable_conflict use_column
      DECLARE
        was_viewing boolean;
        is_viewing boolean;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtextextended('share_presence:' || p_share_id::text, 0));
        was_viewing := EXISTS (SELECT 1 FROM share_presence sp WHERE sp.share_id = p_share_id AND sp.expires_at > now());
        IF p_sockets <= 0 THEN
          DELETE FROM share_presence sp WHERE sp.share_id = p_share_id AND sp.process_id = p_process_id;
        ELSE
          INSERT INTO share_presence (share_id, process_id, sockets, expires_at)
          SELECT s.id, p_process_id, p_sockets, now() + p_lease_ms * interval '1 millisecond' FROM shares s WHERE s.id = p_share_id
          ON CONFLICT (share_id, process_id) DO UPDATE SET sockets = EXCLUDED.sockets, expires_at = EXCLUDED.expires_at;
        END IF;
        is_viewing := EXISTS (SELECT 1 FROM share_presence sp WHERE sp.share_id = p_share_id AND sp.expires_at > now());
        IF is_viewing <> was_viewing THEN
          RETURN QUERY UPDATE shares s SET last_seen_at = now() WHERE s.id = p_share_id
            RETURNING s.id, s.checklist_id, s.last_seen_at, is_viewing;
        END IF;
      END
      $$`,
  ],

  down: [
    `DROP FUNCTION share_presence_write(uuid, uuid, integer, integer)`,
  ],
});
