import { Injectable, Logger } from '@nestjs/common';
import { ItemResponsesRepository } from './item-responses.repository';

/** A token hash no share has (hashes are 64 hex digits): the statements find nothing and write nothing. */
const NO_SHARE = 'warm-up';
const NO_ITEM = '00000000-0000-0000-0000-000000000000';

/**
 * Runs each guest-save statement once, writing nothing, when the first recipient opens a list
 * after a start. The first save otherwise pays for preparing the statements and, on PGlite, for
 * compiling the WebAssembly of the planner and executor paths they take: about 0.2 s in which
 * every guest's tick waits. Not done at start-up, where a process no recipient visits would keep
 * that compiled code (about 20 MiB on PGlite) for nothing. A failure is only logged: the first
 * real save then pays instead, and the next opening tries again.
 */
@Injectable()
export class SavePathWarmUp {
  private readonly logger = new Logger('SavePathWarmUp');
  private warming: Promise<void> | null = null;
  private warm = false;

  constructor(private readonly responses: ItemResponsesRepository) {}

  /** Starts the warm-up the first time (callers need not wait for it); later calls share it or return at once. */
  prime(): Promise<void> {
    if (this.warm) return Promise.resolve();
    this.warming ??= this.run().finally(() => (this.warming = null));
    return this.warming;
  }

  private async run(): Promise<void> {
    try {
      for (const [key, value] of [['complete', false], ['notes', '']] as const) {
        await this.responses.save(NO_SHARE, NO_ITEM, key, value);
        await this.responses.saveMany(key, [{ tokenHash: NO_SHARE, itemId: NO_ITEM, value }]);
      }
      this.warm = true;
    } catch (error) {
      this.logger.debug(`skipped: ${(error as Error).message}`);
    }
  }
}
