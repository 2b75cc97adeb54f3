import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { PasswordService } from '../../../server/src/modules/auth/password/password.service';
import { SessionTokenService } from '../../../server/src/modules/auth/session/session-token.service';
import { useTestServer, type ServerSuite, type TestServer } from './test-server';

/**
 * Row-level fixtures for the account suites: they build exact scenarios (owners, checklists,
 * shares, responses, old activity dates) straight in the database, so the numbers the API
 * reports can be checked against what is really stored.
 */
export class AccountFixtures {
  private readonly db: DataSource;

  constructor(private readonly server: TestServer) {
    this.db = server.server.app.get(DataSource);
  }

  /** Fixtures for a started test server, its schema migrated. */
  static async for(server: TestServer): Promise<AccountFixtures> {
    return new AccountFixtures(server);
  }

  query<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.db.query(sql, params);
  }

  /** An owner with a real argon2id password hash and a session token. */
  async owner(options: { password?: string; username?: string; lastActiveAt?: Date; emailValidated?: boolean } = {}) {
    const id = randomBytes(5).toString('hex');
    const email = `acct.${id}@example.com`;
    const username = options.username ?? `acct_${id}`;
    const password = options.password ?? `Pw-${randomBytes(12).toString('base64url')}`;
    const hash = await this.server.server.app.get(PasswordService).hash(password);
    const [row] = await this.db.query(
      `INSERT INTO users (username, email, password_hash, account_type, email_validated, last_active_at)
       VALUES ($1, $2, $3, 'owner', $4, $5) RETURNING id, token_version`,
      [username, email, hash, options.emailValidated ?? true, options.lastActiveAt ?? new Date()],
    );
    const token = await this.server.server.app
      .get(SessionTokenService)
      .issue({ id: row.id, tokenVersion: row.token_version } as never, { headers: {}, ip: '127.0.0.1' } as never);
    return { id: row.id as string, email, username, password, token };
  }

  async checklist(ownerId: string, itemCount: number, title = 'Checklist') {
    const [c] = await this.db.query(`INSERT INTO checklists (owner_id, title, description) VALUES ($1, $2, 'desc') RETURNING id`, [ownerId, title]);
    const itemIds: string[] = [];
    for (let i = 1; i <= itemCount; i++) {
      const [item] = await this.db.query(
        `INSERT INTO checklist_items (checklist_id, text, description, display_order) VALUES ($1, $2, NULL, $3) RETURNING id`,
        [c.id, `${title} item ${i}`, i],
      );
      itemIds.push(item.id);
    }
    return { id: c.id as string, itemIds };
  }

  /** The user row for an address (a guest is created the way sharing does), its id. */
  async recipient(email: string): Promise<string> {
    const [existing] = await this.db.query(`SELECT id FROM users WHERE lower(email) = lower($1)`, [email]);
    if (existing) return existing.id;
    const [row] = await this.db.query(`INSERT INTO users (email, account_type) VALUES (lower($1), 'guest') RETURNING id`, [email]);
    return row.id;
  }

  async share(checklistId: string, recipientEmail: string): Promise<string> {
    const recipientId = await this.recipient(recipientEmail);
    const [row] = await this.db.query(
      `INSERT INTO shares (checklist_id, recipient_id, access_token_hash, access_token_encrypted) VALUES ($1, $2, $3, 'fixture') RETURNING id`,
      [checklistId, recipientId, randomBytes(32).toString('hex')],
    );
    return row.id;
  }

  async respond(shareId: string, itemId: string, complete: boolean, notes: string | null = null): Promise<string> {
    const [row] = await this.db.query(
      `INSERT INTO item_responses (share_id, item_id, complete, notes) VALUES ($1, $2, $3, $4) RETURNING id`,
      [shareId, itemId, complete, notes],
    );
    return row.id;
  }

  /** Every table of the schema (migrations bookkeeping aside). */
  async tables(): Promise<string[]> {
    const rows = await this.db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name NOT IN ('migrations', 'typeorm_metadata')`,
    );
    return rows.map((r: { table_name: string }) => r.table_name).sort();
  }

  /** For each table, the rows whose text contains any of `needles` (case-insensitive). */
  async rowsMentioning(needles: string[]): Promise<Record<string, string[]>> {
    const found: Record<string, string[]> = {};
    for (const table of await this.tables()) {
      const rows: Array<{ t: string }> = await this.db.query(`SELECT t::text AS t FROM "${table}" t`);
      const hits = rows.map((r) => r.t).filter((t) => needles.some((n) => t.toLowerCase().includes(n.toLowerCase())));
      if (hits.length) found[table] = hits;
    }
    return found;
  }
}

/** A server for the describe block (useTestServer) and its row-level fixtures, made once in beforeAll. */
export function useAccountSuite(): ServerSuite & { fx: AccountFixtures } {
  const suite = useTestServer() as ServerSuite & { fx: AccountFixtures };
  beforeAll(async () => {
    suite.fx = await AccountFixtures.for(suite.server);
  });
  return suite;
}

/**
 * Alice, Bob and Carol are owners; g1 and g2 are guests.
 * - Alice: checklist A1 (3 items) shared with g1 and Bob; A2 (2 items) shared with g1.
 *   Responses on her checklists: g1 2 on A1 + 1 on A2, Bob 1 on A1 → 4.
 * - Bob: B1 (4 items) shared with Alice and g2; Alice answered 2 items, g2 1.
 * - Carol: C1 (1 item) shared with Alice; Alice answered 1.
 */
export async function accountScenario(fx: AccountFixtures) {
  const alice = await fx.owner();
  const bob = await fx.owner();
  const carol = await fx.owner();
  const tag = alice.id.slice(0, 8);
  const notes = { g1: `${tag}-G1-PRIVATE-NOTE`, g1b: `${tag}-G1-SECOND-NOTE`, bob: `${tag}-BOB-PRIVATE-NOTE`, alice: `${tag}-ALICE-OWN-NOTE`, g2: `${tag}-G2-NOTE` };
  const g1 = `g1.${alice.id.slice(0, 8)}@example.net`;
  const g2 = `g2.${alice.id.slice(0, 8)}@example.net`;

  const a1 = await fx.checklist(alice.id, 3, 'A1');
  const a2 = await fx.checklist(alice.id, 2, 'A2');
  const b1 = await fx.checklist(bob.id, 4, 'B1');
  const c1 = await fx.checklist(carol.id, 1, 'C1');

  const sA1g1 = await fx.share(a1.id, g1);
  const sA1bob = await fx.share(a1.id, bob.email);
  const sA2g1 = await fx.share(a2.id, g1);
  const sB1alice = await fx.share(b1.id, alice.email);
  const sB1g2 = await fx.share(b1.id, g2);
  const sC1alice = await fx.share(c1.id, alice.email);

  const responses = {
    g1OnA1: [await fx.respond(sA1g1, a1.itemIds[0]!, true, notes.g1), await fx.respond(sA1g1, a1.itemIds[1]!, false, notes.g1b)],
    g1OnA2: [await fx.respond(sA2g1, a2.itemIds[0]!, true)],
    bobOnA1: [await fx.respond(sA1bob, a1.itemIds[2]!, true, notes.bob)],
    aliceOnB1: [await fx.respond(sB1alice, b1.itemIds[0]!, true, notes.alice), await fx.respond(sB1alice, b1.itemIds[3]!, false)],
    g2OnB1: [await fx.respond(sB1g2, b1.itemIds[1]!, true, notes.g2)],
    aliceOnC1: [await fx.respond(sC1alice, c1.itemIds[0]!, true)],
  };
  return { alice, bob, carol, g1, g2, notes, a1, a2, b1, c1, shares: { sA1g1, sA1bob, sA2g1, sB1alice, sB1g2, sC1alice }, responses };
}
