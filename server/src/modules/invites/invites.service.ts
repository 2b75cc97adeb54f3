import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { LIMITS } from '@ticklist/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { newInviteCode } from './invite-code';
import { InviteCodesRepository } from './invite-codes.repository';

/** Where a valid code comes from: the environment (unlimited) or the database (counted uses). */
export type InviteSource = 'config' | 'database';

/**
 * Invite codes for the alpha. A code is valid when INVITE_CODES lists it (any number of uses) or
 * an invite_codes row has uses left. A database use is spent inside the sign-up transaction.
 */
@Injectable()
export class InvitesService {
  constructor(
    private readonly codes: InviteCodesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Where the code is valid, or null. Does not spend anything. */
  async check(code: string, manager?: EntityManager): Promise<InviteSource | null> {
    if (!code || code.length > LIMITS.inviteCodeMax) return null;
    if (this.config.inviteCodes.includes(code)) return 'config';
    return (await this.codes.hasUsesLeft(code, manager)) ? 'database' : null;
  }

  /** Spends one use, in the caller's transaction; false when none was left (racing sign-ups: one wins). */
  async spend(code: string, manager: EntityManager): Promise<boolean> {
    if (this.config.inviteCodes.includes(code)) return true;
    return this.codes.spendOne(code, manager);
  }

  /** Stores a new random code with `uses` uses and returns it (the CLI). */
  async create(uses: number, manager?: EntityManager): Promise<string> {
    const code = newInviteCode();
    await this.codes.insert(code, uses, manager);
    return code;
  }
}
