import { Injectable } from '@nestjs/common';
import { SqlRepository } from '../../database/sql-repository';
import { runTakesSaves, targetRun } from './response-run.sql';

/** Why a save found no run to write to (issue 45): read only after a save wrote nothing. */
@Injectable()
export class SaveRunRepository extends SqlRepository {
  /** Whether the share's run `runId` (null: its current run) takes saves: none (no schedule), or an open run of the share. */
  async takesSaves(shareId: string, runId: string | null): Promise<boolean> {
    const rows: Array<{ ok: boolean }> = await this.db().query(`SELECT ${runTakesSaves(targetRun('$2::uuid'))} AS ok FROM shares s WHERE s.id = $1`, [shareId, runId]);
    return rows[0]?.ok === true;
  }
}
