import { sqlMigration } from '../sql-migration';

/**
 * Share jobs (issue 43): a big share runs in the background. `share_jobs` holds the counts the
 * owner sees and the claim (lease and fence, as mail_jobs); `share_job_addresses` the usable
 * addresses still to do, each marked done in the same transaction as its share and its queued mail,
 * so a job resumed after a crash never shares or mails an address twice.
 */
export const ShareJobs1796250000000 = sqlMigration('ShareJobs1796250000000', {
  up: [
    `
      CREATE TABLE share_jobs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checklist_id uuid NOT NULL,
        owner_id uuid NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'queued',
        total integer NOT NULL,
        sent integer NOT NULL DEFAULT 0,
        invalid integer NOT NULL DEFAULT 0,
        own_address integer NOT NULL DEFAULT 0,
        duplicate integer NOT NULL DEFAULT 0,
        revoked integer NOT NULL DEFAULT 0,
        attempts integer NOT NULL DEFAULT 0,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        CONSTRAINT share_jobs_status_check CHECK (status IN ('queued', 'running', 'done')),
        CONSTRAINT share_jobs_checklist_id_fkey FOREIGN KEY (checklist_id) REFERENCES checklists (id) ON DELETE CASCADE,
        CONSTRAINT share_jobs_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES users (id) ON DELETE CASCADE
      )`,
    `CREATE INDEX share_jobs_open_idx ON share_jobs (created_at) WHERE status <> 'done'`,
    `CREATE INDEX share_jobs_checklist_idx ON share_jobs (checklist_id)`,
    `CREATE INDEX share_jobs_owner_idx ON share_jobs (owner_id)`,
    `
      CREATE TABLE share_job_addresses (
        job_id uuid NOT NULL,
        position integer NOT NULL,
        email text NOT NULL,
        key text NOT NULL,
        done boolean NOT NULL DEFAULT false,
        CONSTRAINT share_job_addresses_pkey PRIMARY KEY (job_id, position),
        CONSTRAINT share_job_addresses_job_id_fkey FOREIGN KEY (job_id) REFERENCES share_jobs (id) ON DELETE CASCADE
      )`,
  ],
  down: [`DROP TABLE share_job_addresses`, `DROP TABLE share_jobs`],
});
