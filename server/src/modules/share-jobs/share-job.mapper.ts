import type { ShareJob } from '@ticklist/contracts';
import type { ShareJobRow } from './share-jobs.repository';

/** The job as the owner reads it: refused (invalid, own address) and skipped (duplicate, revoked) summed from the reasons. */
export function toShareJob(row: ShareJobRow): ShareJob {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    sent: row.sent,
    skipped: row.duplicate + row.revoked,
    refused: row.invalid + row.own_address,
    reasons: { invalid: row.invalid, own_address: row.own_address, duplicate: row.duplicate, revoked: row.revoked },
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
