import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isoTimestamp } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { checklistRefJson, shareRefJson, webhookOutboxStatement } from '../webhooks/webhook-outbox.sql';

/** The webhook events of runs (issue 45), one per recipient run: `{ checklist, share, run }`. */
export type RunWebhookEvent = 'run.started' | 'run.missed';

const RUN_JSON = `jsonb_build_object('id', r.id, 'occurrenceId', r.occurrence_id, 'startsAt', ${isoTimestamp('r.starts_at')},
  'dueAt', ${isoTimestamp('r.due_at')}, 'status', r.status)`;

/** Writes run events into the webhook outbox inside the caller's transaction: they commit with the runs or not at all. */
@Injectable()
export class RunWebhooks extends SqlRepository {
  async record(type: RunWebhookEvent, runIds: string[], m: EntityManager): Promise<void> {
    if (runIds.length === 0) return;
    await m.query(
      webhookOutboxStatement(`
        SELECT c.owner_id, $2::text AS type, s.id AS share_id,
               jsonb_build_object('checklist', ${checklistRefJson('c')}, 'share', ${shareRefJson('s', 'u')}, 'run', ${RUN_JSON}) AS data
          FROM share_runs r JOIN shares s ON s.id = r.share_id JOIN checklists c ON c.id = s.checklist_id JOIN users u ON u.id = s.recipient_id
         WHERE r.id = ANY($1::uuid[])
         ORDER BY r.starts_at, s.shared_at, s.id`),
      [runIds, type],
    );
  }
}
