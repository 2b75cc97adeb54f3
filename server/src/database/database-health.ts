import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const CHECK_TIMEOUT_MS = 1_250;
/**
 * A fresh answer is reused this long: health polled under load costs one query, not one per call.
 * With the check's timeout, it bounds how late health turns 503 when the database stops answering
 * (hangs rather than refuses): 250 + 1,250 ms, well inside the contract's 2 s.
 */
const REUSE_MS = 250;

/** Answers "is the database reachable now?" within a bounded time. */
@Injectable()
export class DatabaseHealth {
  private last: { at: number; up: boolean } | null = null;
  private inFlight: Promise<boolean> | null = null;

  constructor(private readonly dataSource: DataSource) {}

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
    const query = this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
