import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { every } from '../../scheduler/schedule';
import { SchedulerService } from '../../scheduler/scheduler.service';
import { FILE_STORE, type FileStore } from './file-store';
import { ItemFilesRepository } from './item-files.repository';

export const FILE_STORE_SWEEP_JOB = 'file-store-sweep';
const BATCH = 500;

/**
 * Bytes in object storage whose file rows went (a checklist, share, account or retention run
 * deleted them; the row's trigger listed the key): removed every 10 minutes by one replica (the
 * scheduler claims each run), a batch at a time; a key is forgotten only once its object is gone.
 * The database store needs none: its chunks go with their row.
 */
@Injectable()
export class FileStoreSweepJob implements OnModuleInit {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly scheduler: SchedulerService,
    private readonly files: ItemFilesRepository,
    @Inject(FILE_STORE) private readonly store: FileStore,
  ) {}

  onModuleInit(): void {
    if (this.store.name === 'database') return;
    // 50 s past the minute: no per-minute job runs then (MINUTE_OFFSET_MS).
    this.scheduler.register({ name: FILE_STORE_SWEEP_JOB, schedule: every(600_000, 50_000), run: () => this.run() });
  }

  async run(): Promise<number> {
    let removed = 0;
    for (;;) {
      const keys = await this.files.pendingDeletions(this.store.name, BATCH);
      if (!keys.length) break;
      await this.store.remove(keys);
      await this.files.forgetDeletions(keys);
      removed += keys.length;
      if (keys.length < BATCH) break;
    }
    if (removed) this.logger.log(`removed ${removed} deleted files from ${this.store.name}`);
    return removed;
  }
}
