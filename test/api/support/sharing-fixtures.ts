/**
 * TEMPORARY: owners made straight in the database until POST /api/register and e-mail
 * verification land (then the suites use support/accounts.ts and this file goes away).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { SessionTokenService } from '../../../server/src/modules/auth/session/session-token.service';
import type { UserEntity } from '../../../server/src/modules/users/user.entity';
import type { TestServer } from './test-server';

export interface FixtureOwner {
  token: string;
  user: { id: string; email: string };
  email: string;
  password: string;
}

let counter = 0;

export async function makeOwner(server: TestServer, options: { verified?: boolean } = {}): Promise<FixtureOwner> {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(3).toString('hex')}`;
  const email = `owner.${id}@example.com`;
  const db = server.server.app.get(DataSource);
  const [row] = await db.query(
    `INSERT INTO users (username, email, password_hash, account_type, email_validated) VALUES ($1, $2, 'x', 'owner', $3) RETURNING id, token_version`,
    [`user_${id}`.slice(0, 32), email, options.verified ?? true],
  );
  const token = server.server.app.get(SessionTokenService).issue({ id: row.id, tokenVersion: row.token_version } as UserEntity);
  return { token, user: { id: row.id, email }, email, password: 'not-usable' };
}

/**
 * TEMPORARY: under jest the app's migration glob (`migrations/*.js` beside the TypeScript
 * sources) matches nothing, so a fresh PGlite has no tables. Runs the source migrations on the
 * app's DataSource when it loaded none; a no-op once the harness loads them itself.
 */
export async function ensureMigrated(server: TestServer): Promise<void> {
  const dataSource = server.server.app.get(DataSource);
  if (dataSource.migrations.length > 0) return;
  const dir = join(__dirname, '../../../server/src/database/migrations');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts')).sort()) {
    for (const exported of Object.values(require(join(dir, file)) as Record<string, unknown>)) {
      if (typeof exported === 'function') (dataSource.migrations as unknown[]).push(new (exported as new () => unknown)());
    }
  }
  await dataSource.runMigrations({ transaction: 'each' });
}
