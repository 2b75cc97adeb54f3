import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AUTH_MESSAGES as M } from '@ticklist/contracts';
import { FieldErrors, fieldErrors } from '../../common/domain-error';
import { RATE_LIMITS } from '../../common/rate-limit/rate-limit.policies';
import { RateLimitService } from '../../common/rate-limit/rate-limit.service';
import { InvitesService } from '../invites/invites.service';
import { UserEntity } from '../users/user.entity';
import { AuthMailService } from './auth-mail.service';
import { PasswordService } from './password/password.service';
import { readRegistration, type RegistrationInput } from './registration-input';

/** How long sign-up waits for the verification mail before answering (it is retried later anyway). */
const VERIFY_MAIL_TIMEOUT_MS = 5_000;

interface ExistingUserRow {
  id: string;
  account_type: string;
}

/**
 * Invite-only sign-up. Every rule is checked and answered at once; the invite use is spent in
 * the same transaction as the user insert. An address that is a guest's (someone shared a
 * checklist with it) becomes an owner, keeping what was shared with it.
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly passwords: PasswordService,
    private readonly invites: InvitesService,
    private readonly rateLimits: RateLimitService,
    private readonly mails: AuthMailService,
  ) {}

  async register(body: Record<string, unknown>, ip: string): Promise<UserEntity> {
    await this.rateLimits.consume(RATE_LIMITS.registerPerIp, ip);
    const { input, errors } = readRegistration(body, this.passwords);
    await this.checkAgainstDatabase(input, errors);
    errors.throwIfAny();

    // Hash outside the transaction: it takes tens of milliseconds and the pool may be one connection.
    const passwordHash = await this.passwords.hash(input.password);
    let user: UserEntity;
    try {
      user = await this.dataSource.transaction((manager) => this.insert(input, passwordHash, manager));
    } catch (error) {
      throw uniqueViolationAsFieldError(error) ?? error;
    }
    // A mail failure must not fail the sign-up: the job stays queued and is retried.
    await this.mails.sendVerification(user.id, VERIFY_MAIL_TIMEOUT_MS);
    return user;
  }

  /**
   * Invite first; whether a name or address is taken is only said to someone holding a valid
   * invite, so the form cannot be used to probe for accounts.
   */
  private async checkAgainstDatabase(input: RegistrationInput, errors: FieldErrors, manager?: EntityManager): Promise<void> {
    if (errors.has('inviteCode')) return;
    if (!(await this.invites.check(input.inviteCode, manager))) {
      errors.add('inviteCode', M.inviteCodeInvalid);
      return;
    }
    const runner = manager ?? this.dataSource.manager;
    if (!errors.has('username')) {
      const taken: unknown[] = await runner.query(
        `SELECT 1 FROM users WHERE lower(username) = lower($1) AND NOT (account_type = 'guest' AND lower(email) = $2)`,
        [input.username, input.email],
      );
      if (taken.length) errors.add('username', M.usernameTaken);
    }
    if (!errors.has('email') && (await this.existing(input.email, runner))?.account_type === 'owner') {
      errors.add('email', M.emailTaken);
    }
  }

  private async insert(input: RegistrationInput, passwordHash: string, manager: EntityManager): Promise<UserEntity> {
    // Re-checked inside the transaction: another sign-up may have won meanwhile.
    const errors = new FieldErrors();
    await this.checkAgainstDatabase(input, errors, manager);
    errors.throwIfAny();
    if (!(await this.invites.spend(input.inviteCode, manager))) throw fieldErrors({ inviteCode: M.inviteCodeInvalid });

    const guest = await this.existing(input.email, manager);
    let id: string;
    if (guest) {
      await manager.query(
        `UPDATE users SET username = $1, password_hash = $2, account_type = 'owner', email_validated = false,
                last_active_at = now(), updated_at = now()
          WHERE id = $3 AND account_type = 'guest'`,
        [input.username, passwordHash, guest.id],
      );
      id = guest.id;
    } else {
      // ON CONFLICT: a sign-up that committed the same name or address meanwhile makes this a
      // no-op (no failed statement, so nothing with the hash in it reaches the query log).
      const rows: Array<{ id: string }> = await manager.query(
        `INSERT INTO users (username, email, password_hash, account_type) VALUES ($1, $2, $3, 'owner')
         ON CONFLICT DO NOTHING RETURNING id`,
        [input.username, input.email, passwordHash],
      );
      if (!rows[0]) {
        const emailTaken = await this.existing(input.email, manager);
        throw fieldErrors(emailTaken ? { email: M.emailTaken } : { username: M.usernameTaken });
      }
      id = rows[0].id;
    }
    return manager.getRepository(UserEntity).findOneByOrFail({ id });
  }

  private async existing(email: string, runner: EntityManager): Promise<ExistingUserRow | null> {
    const rows: ExistingUserRow[] = await runner.query(`SELECT id, account_type FROM users WHERE lower(email) = $1`, [email]);
    return rows[0] ?? null;
  }
}

/** Two sign-ups racing for one name or address: the loser gets the same 422 as if it came second. */
function uniqueViolationAsFieldError(error: unknown) {
  const e = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  if (code !== '23505') return null;
  const constraint = e?.driverError?.constraint ?? e?.constraint ?? '';
  if (constraint.includes('username')) return fieldErrors({ username: M.usernameTaken });
  if (constraint.includes('email')) return fieldErrors({ email: M.emailTaken });
  return null;
}
