import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { NotificationSettings } from '@ticklist/contracts';
import { returnedRows } from '../../database/sql-fragments';
import { SqlRepository } from '../../database/sql-repository';
import { UserEntity } from './user.entity';

/** An account being deleted, as deletion needs it. */
export interface AccountToDelete {
  email: string;
  /** Proved through a mailed link (verification or reset): what the address received is the account's. */
  holdsAddress: boolean;
  unsubscribedAt: Date | null;
}

/** findBySession's two statements (a token's own session, or the legacy one), built once from the user columns. */
function bySessionStatements(userColumns: string): { session: string; legacy: string } {
  const live = `s.user_id = u.id AND s.ended_at IS NULL AND (s.legacy OR s.expires_at > now())`;
  const select = (on: string) =>
    `SELECT ${userColumns}, s.id AS session_id, (s.last_used_at IS NULL OR s.last_used_at < now() - interval '1 minute') AS session_stale
         FROM users u JOIN sessions s ON ${on} WHERE u.id = $1`;
  return { session: select(`${live} AND s.id = $2`), legacy: select(`${live} AND s.legacy`) };
}

/** A share recipient as sharing needs it: may they be mailed? */
export interface ShareRecipientRow {
  id: string;
  email: string;
  unsubscribed_at: Date | null;
  /** Share mails go out only while both e-mail notifications and share notifications are on. */
  share_notifications: boolean;
}

/**
 * Every statement on `users`. Addresses are stored lower-cased; lookups compare lower(email) so
 * the expression index users_email_key serves them. The password hash is only read by the two
 * *WithPassword* methods (the column is not selected by default).
 */
@Injectable()
export class UsersRepository extends SqlRepository {
  private byIdSql?: string;
  private bySessionSql?: { session: string; legacy: string };

  /**
   * The user with `id` (password hash left out). Inside a transaction, through its manager; outside
   * one, as a prepared statement: every request behind a session or access token asks for its user
   * before anything else, and this skips TypeORM's query building and hydration. The columns come
   * from the entity's metadata, so the two paths never disagree.
   */
  async findById(id: string, m?: EntityManager): Promise<UserEntity | null> {
    if (m) return m.findOneBy(UserEntity, { id });
    this.byIdSql ??= `SELECT ${this.userColumns('users')} FROM users WHERE id = $1`;
    const [row] = await this.prepared<UserEntity>('users-by-id', this.byIdSql, [id]);
    return row ? Object.assign(new UserEntity(), row) : null;
  }

  /**
   * The owner of a session token and its session, in the one prepared statement every request behind
   * a session token makes anyway (see findById): null unless the user exists and the session is
   * theirs and live (not ended; not expired, or the legacy one). `sessionId` null: the token predates
   * sessions, and stands for the account's legacy session. `stale`: its last use is over a minute old.
   */
  async findBySession(userId: string, sessionId: string | null): Promise<{ user: UserEntity; sessionId: string; stale: boolean } | null> {
    this.bySessionSql ??= bySessionStatements(this.userColumns('u'));
    type Row = Record<string, unknown> & { session_id: string; session_stale: boolean };
    const rows = sessionId === null
      ? await this.prepared<Row>('users-by-legacy-session', this.bySessionSql.legacy, [userId])
      : await this.prepared<Row>('users-by-session', this.bySessionSql.session, [userId, sessionId]);
    const row = rows[0];
    if (!row) return null;
    const { session_id: id, session_stale: stale, ...user } = row;
    return { user: Object.assign(new UserEntity(), user), sessionId: id, stale };
  }

  /** The entity's selected columns of `users` aliased `alias`, each as its property's name. */
  private userColumns(alias: string): string {
    return this.dataSource
      .getMetadata(UserEntity)
      .columns.filter((c) => c.isSelect)
      .map((c) => `${alias}."${c.databaseName}" AS "${c.propertyName}"`)
      .join(', ');
  }

  findOwnerById(id: string, m?: EntityManager): Promise<UserEntity | null> {
    return this.db(m).findOneBy(UserEntity, { id, accountType: 'owner' });
  }

  /** Case-insensitive lookup. */
  findByEmail(email: string, m?: EntityManager): Promise<UserEntity | null> {
    return this.db(m).createQueryBuilder(UserEntity, 'u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** With the password hash (sign-in). */
  findWithPasswordByEmail(email: string): Promise<UserEntity | null> {
    return this.db()
      .createQueryBuilder(UserEntity, 'u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email })
      .getOne();
  }

  /** With the password hash (password change). */
  findWithPasswordById(id: string): Promise<UserEntity | null> {
    return this.db().createQueryBuilder(UserEntity, 'u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
  }

  /** A sign-up's name is taken unless the only holder is the guest row of the very address signing up. */
  async usernameTakenForSignUp(username: string, email: string, m?: EntityManager): Promise<boolean> {
    const rows: unknown[] = await this.db(m).query(
      `SELECT 1 FROM users WHERE lower(username) = lower($1) AND NOT (account_type = 'guest' AND lower(email) = $2)`,
      [username, email],
    );
    return rows.length > 0;
  }

  /** Whether another user already has this name, case-insensitively (profile change). */
  usernameTakenByOther(username: string, userId: string): Promise<boolean> {
    return this.db()
      .createQueryBuilder(UserEntity, 'u')
      .where('lower(u.username) = lower(:username)', { username })
      .andWhere('u.id <> :id', { id: userId })
      .getExists();
  }

  /**
   * A new owner. ON CONFLICT: a sign-up that committed the same name or address meanwhile makes
   * this a no-op (no failed statement, so nothing with the hash in it reaches the query log): null.
   * No hash: an account made by single sign-on (it has no password).
   */
  async insertOwner(username: string, email: string, passwordHash: string | null, m: EntityManager): Promise<string | null> {
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO users (username, email, password_hash, account_type) VALUES ($1, $2, $3, 'owner')
       ON CONFLICT DO NOTHING RETURNING id`,
      [username, email, passwordHash],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * A guest signs up: the row becomes an owner's, keeping what was shared with it. False when it is
   * no longer a guest's (another sign-up for the address won meanwhile): nothing is changed then.
   */
  async promoteGuest(id: string, username: string, passwordHash: string | null, m: EntityManager): Promise<boolean> {
    const result: unknown = await m.query(
      `UPDATE users SET username = $1, password_hash = $2, account_type = 'owner', email_validated = false,
              last_active_at = now(), updated_at = now()
        WHERE id = $3 AND account_type = 'guest'
        RETURNING id`,
      [username, passwordHash, id],
    );
    return returnedRows(result).length > 0;
  }

  /** An address a checklist is shared with: its existing user (guest or owner), or a new guest. Race-safe. */
  /**
   * The account of a mailbox, made as a guest when there is none. `email` is the stored form (Unicode
   * domain); an account registered with the punycode form (`key`) is the same mailbox and is reused.
   */
  async findOrCreateRecipient({ email, key }: { email: string; key: string }, m: EntityManager): Promise<ShareRecipientRow> {
    const find = async (): Promise<ShareRecipientRow | undefined> => {
      const rows: ShareRecipientRow[] = await m.query(
        `SELECT id, email, unsubscribed_at, (share_notifications AND email_notifications) AS share_notifications
           FROM users WHERE lower(email) IN ($1, $2) ORDER BY lower(email) = $1 DESC LIMIT 1`,
        [email, key],
      );
      return rows[0];
    };
    const found = await find();
    if (found) return found;
    await m.query(`INSERT INTO users (email, account_type) VALUES ($1, 'guest') ON CONFLICT ((lower(email))) DO NOTHING`, [email]);
    return (await find())!;
  }

  async markEmailValidated(id: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE users SET email_validated = true, updated_at = now() WHERE id = $1 AND account_type = 'owner'`, [id]);
  }

  /** A reset: new password, every older session ended (token version), and the mailbox proven. */
  async resetPassword(id: string, passwordHash: string, m: EntityManager): Promise<void> {
    await m.query(
      `UPDATE users SET password_hash = $1, token_version = token_version + 1, email_validated = true,
              last_active_at = now(), updated_at = now()
        WHERE id = $2 AND account_type = 'owner'`,
      [passwordHash, id],
    );
  }

  /** A change: new password, every older session ended (token version). */
  async changePassword(id: string, passwordHash: string, m: EntityManager): Promise<void> {
    await m.query(`UPDATE users SET password_hash = $1, token_version = token_version + 1, updated_at = now() WHERE id = $2`, [
      passwordHash,
      id,
    ]);
  }

  async signedIn(id: string): Promise<void> {
    await this.db().query(`UPDATE users SET last_active_at = now() WHERE id = $1`, [id]);
  }

  /** At most one write a day per user; also withdraws a pending inactivity deletion notice. */
  async recordActivity(id: string, now: Date, dayAgo: Date): Promise<void> {
    await this.db().query(
      `UPDATE users SET last_active_at = $1, deletion_notice_sent_at = NULL
        WHERE id = $2 AND (last_active_at < $3 OR deletion_notice_sent_at IS NOT NULL)`,
      [now, id, dayAgo],
    );
  }

  /** Idempotent: the first opt-out's time is kept. */
  async unsubscribe(id: string): Promise<void> {
    await this.db().query(`UPDATE users SET unsubscribed_at = COALESCE(unsubscribed_at, now()), updated_at = now() WHERE id = $1`, [id]);
  }

  async updateUsername(id: string, username: string): Promise<void> {
    await this.db().update(UserEntity, id, { username });
  }

  async updateNotificationSettings(id: string, patch: Partial<NotificationSettings>): Promise<void> {
    await this.db().update(UserEntity, id, patch);
  }

  /**
   * A user about to be deleted, its row locked: its address, whether the account proved it holds
   * that address, and since when the address opted out. Null when already gone.
   */
  async lockForDeletion(id: string, m: EntityManager): Promise<AccountToDelete | null> {
    const rows: AccountToDelete[] = await m.query(
      `SELECT email, email_validated AS "holdsAddress", unsubscribed_at AS "unsubscribedAt" FROM users WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? null;
  }

  /**
   * Frees the address of an account about to be deleted and gives it to a new recipient-only row
   * (a guest, keeping the address's opt-out): the id of that row. The account's own row keeps
   * nothing reachable under the address, so deleting it afterwards cascades only what it owned.
   */
  async guestInPlaceOf(id: string, account: AccountToDelete, m: EntityManager): Promise<string> {
    await m.query(`UPDATE users SET email = id::text || '@deleted.invalid', updated_at = now() WHERE id = $1`, [id]);
    const rows: Array<{ id: string }> = await m.query(
      `INSERT INTO users (email, account_type, unsubscribed_at) VALUES ($1, 'guest', $2) RETURNING id`,
      [account.email, account.unsubscribedAt],
    );
    return rows[0]!.id;
  }

  /** The schema cascades from users to everything the account holds. */
  async delete(id: string, m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM users WHERE id = $1`, [id]);
  }

  /**
   * Of `ids`, the guests left with no share, no password and no opt-out: they existed only for
   * shares now gone. An opt-out must outlive the share, so such a row stays.
   */
  async deleteUnsharedGuests(ids: string[], m: EntityManager): Promise<void> {
    if (ids.length === 0) return;
    await m.query(
      `DELETE FROM users u WHERE u.id = ANY($1::uuid[]) AND u.account_type = 'guest' AND u.password_hash IS NULL
         AND u.unsubscribed_at IS NULL AND NOT EXISTS (SELECT 1 FROM shares s WHERE s.recipient_id = u.id)`,
      [ids],
    );
  }

  /** Marks the account's deletion as begun (kept if it already was); false when the account is gone. */
  async markDeletionStarted(id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db().query(
      `UPDATE users SET deletion_started_at = COALESCE(deletion_started_at, now()) WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /** Up to `limit` accounts whose deletion began before `startedBefore` and did not finish (a process died between batches). */
  async unfinishedDeletions(startedBefore: Date, limit: number): Promise<string[]> {
    const rows: Array<{ id: string }> = await this.db().query(
      `SELECT id FROM users WHERE deletion_started_at < $1 ORDER BY deletion_started_at LIMIT $2`,
      [startedBefore, limit],
    );
    return rows.map((r) => r.id);
  }

  // Retention (legal pages: 3 years inactive → notice, deleted 30 days later unless active since).

  /** A notice is withdrawn by any activity since it was sent. */
  async clearWithdrawnDeletionNotices(): Promise<void> {
    await this.db().query(
      `UPDATE users SET deletion_notice_sent_at = NULL WHERE deletion_notice_sent_at IS NOT NULL AND last_active_at > deletion_notice_sent_at`,
    );
  }

  /**
   * Claims up to `limit` owners inactive since `inactiveSince` for a notice sent `now`, in one
   * statement (a concurrent run claims none twice), through users_retention_notice_idx.
   */
  async claimDeletionNotices(now: Date, inactiveSince: Date, limit: number): Promise<string[]> {
    // For UPDATE ... RETURNING the postgres driver answers [rows, affectedCount].
    const [claimed]: [Array<{ id: string }>, number] = await this.db().query(
      `UPDATE users SET deletion_notice_sent_at = $1
        WHERE id IN (SELECT id FROM users
                      WHERE account_type = 'owner' AND deletion_notice_sent_at IS NULL AND last_active_at <= $2
                      ORDER BY last_active_at LIMIT $3 FOR UPDATE SKIP LOCKED)
          AND deletion_notice_sent_at IS NULL
        RETURNING id`,
      [now, inactiveSince, limit],
    );
    return claimed.map((r) => r.id);
  }

  /** Up to `limit` owners noticed on or before `noticedBy` and not active since (users_deletion_notice_idx). */
  async dueForDeletion(noticedBy: Date, limit: number): Promise<string[]> {
    const due: Array<{ id: string }> = await this.db().query(
      `SELECT id FROM users
        WHERE account_type = 'owner' AND deletion_notice_sent_at IS NOT NULL
          AND deletion_notice_sent_at <= $1 AND last_active_at < deletion_notice_sent_at
        ORDER BY deletion_notice_sent_at LIMIT $2`,
      [noticedBy, limit],
    );
    return due.map((r) => r.id);
  }
}
