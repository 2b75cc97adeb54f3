import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ItemResponsesRepository } from './item-responses.repository';

/** A token hash no share has (hashes are 64 hex digits): the statements find nothing and write nothing. */
const NO_SHARE = 'warm-up';
const NO_ITEM = '00000000-0000-0000-0000-000000000000';

/**
 * Runs each guest-save statement once at start-up, writing nothing. The first save after a
 * start otherwise pays for preparing the statement and, on PGlite, for compiling the WebAssembly
 * of the planner and executor paths it takes: about 0.2 s in which every guest's save waits.
 * A failure (the database not up yet) is only logged: the first real save then pays instead.
 */
@Injectable()
export class RespondWarmUp implements OnApplicationBootstrap {
  private readonly logger = new Logger('RespondWarmUp');

  constructor(private readonly responses: ItemResponsesRepository) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      for (const [key, value] of [['complete', false], ['notes', '']] as const) {
        await this.responses.save(NO_SHARE, NO_ITEM, key, value);
        await this.responses.saveMany(key, [{ tokenHash: NO_SHARE, itemId: NO_ITEM, value }]);
      }
    } catch (error) {
      this.logger.debug(`skipped: ${(error as Error).message}`);
    }
  }
}
