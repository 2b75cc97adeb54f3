import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { newInviteCode } from './invite-code';
import { InviteCodesRepository } from './invite-codes.repository';

/**
 * On PostgreSQL with no INVITE_CODES there is no default code (a default would be public): the
 * first process that starts and finds no code with uses left stores one single-use code, and the
 * start-up line prints it (main.ts). Replicas starting together store exactly one between them.
 * The embedded default keeps its own reusable code (DATA_DIR/invite-code, app-config.ts).
 */
@Injectable()
export class FirstInviteCode implements OnApplicationBootstrap {
  /** The code this process stored at start, or null (codes configured, or one was usable). */
  created: string | null = null;

  constructor(
    private readonly codes: InviteCodesRepository,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.inviteCodes.length > 0) return;
    const code = newInviteCode();
    if (await this.codes.insertFirstIfNoneUsable(code)) this.created = code;
  }
}
