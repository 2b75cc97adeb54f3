import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const CHECK_TIMEOUT_MS = 1_500;

/** Answers "is the database reachable now?" within a bounded time. */
@Injectable()
export class DatabaseHealth {
  constructor(private readonly dataSource: DataSource) {}

  async isUp(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
    });
    const check = this.dataSource
      .query('SELECT 1')
      .then(() => true)
      .catch(() => false);
    try {
      return await Promise.race([check, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
