import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LIMITS } from '@ticklist/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { newInviteCode } from './invite-code';

/** Where a valid code comes from: the environment (unlimited) or the database (counted uses). */
export type InviteSource = 'config' | 'database';

/**
 * Invite codes for the alpha. A code is valid when INVITE_CODES lists it (any number of uses) or
 * an invite_codes row has uses left. A database use is spent inside the sign-up transaction.
 */
@Injectable()
export class InvitesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Where the code is valid, or null. Does not spend anything. */
  async check(code: string, manager?: EntityManager): Promise<InviteSource | null> {
    if (!code || code.length > LIMITS.inviteCodeMax) return null;
    if (this.config.inviteCodes.includes(code)) return 'config';
    const rows: unknown[] = await (manager ?? this.dataSource.manager).query(
      `SELECT 1 FROM invite_codes WHERE code = $1 AND uses_remaining > 0`,
      [code],
    );
    return rows.length > 0 ? 'database' : null;
  }

  /**
   * Spends one use, in the caller's transaction. The conditional UPDATE takes the row lock, so of
   * two sign-ups racing for the last use exactly one sees a row changed. False when none was left.
   */
  async spend(code: string, manager: EntityManager): Promise<boolean> {
    if (this.config.inviteCodes.includes(code)) return true;
    const [, changed]: [unknown[], number] = await manager.query(
      `UPDATE invite_codes SET uses_remaining = uses_remaining - 1 WHERE code = $1 AND uses_remaining > 0`,
      [code],
    );
    return changed === 1;
  }

  /** Stores a new random code with `uses` uses and returns it (the CLI). */
  async create(uses: number, manager?: EntityManager): Promise<string> {
    const code = newInviteCode();
    await (manager ?? this.dataSource.manager).query(`INSERT INTO invite_codes (code, uses_remaining) VALUES ($1, $2)`, [code, uses]);
    return code;
  }
}
