import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { faultyPreparedStatements, SqlRepository } from './sql-repository';

const CHECK_TIMEOUT_MS = 1_250;
/**
 * A fresh answer is reused this long: health polled under load costs one query, not one per call.
 * With the check's timeout, it bounds how late health turns 503 when the database stops answering
 * (hangs rather than refuses): 250 + 1,250 ms, well inside the contract's 2 s.
 */
const REUSE_MS = 250;

/**
 * Health's statement goes the hot statements' way (a named prepared statement on the pool), so a
 * session whose prepared statements fail fails it too, where a plain SELECT 1 would still pass.
 */
class SessionProbe extends SqlRepository {
  async ping(): Promise<boolean> {
    const [row] = await this.prepared<{ up: number }>('health-ping', 'SELECT 1 AS up', []);
    return row?.up === 1 && faultyPreparedStatements(this.dataSource).length === 0;
  }
}

/** Answers "is the database reachable now, and its session sound?" within a bounded time. */
@Injectable()
export class DatabaseHealth {
  private last: { at: number; up: boolean } | null = null;
  private inFlight: Promise<boolean> | null = null;
  private readonly probe: SessionProbe;

  constructor(dataSource: DataSource) {
    this.probe = new SessionProbe(dataSource);
  }

  async isUp(): Promise<boolean> {
    if (this.last && Date.now() - this.last.at < REUSE_MS) return this.last.up;
    this.inFlight ??= this.check().then((up) => {
      this.last = { at: Date.now(), up };
      this.inFlight = null;
      return up;
    });
    return this.inFlight;
  }

  private async check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const query = this.probe.ping().catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
