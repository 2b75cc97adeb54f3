import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { openDataSource, runCli } from '../../database/cli/open-data-source';
import { newInviteCode } from './invite-code';
import { InviteCodesRepository } from './invite-codes.repository';

const USAGE = 'Usage: npm run invites -- create [--uses N]   (N: a whole number from 1 to 1000000, default 1)';

/** Parses `create [--uses N]`; throws the usage line on anything else. */
export function parseInviteArgs(argv: string[]): { uses: number } {
  const [command, ...rest] = argv;
  if (command !== 'create') throw new Error(USAGE);
  let uses = 1;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const inline = /^--uses=(.*)$/.exec(arg);
    const value = inline ? inline[1] : arg === '--uses' ? rest[++i] : undefined;
    if (value === undefined || !/^\d+$/.test(value)) throw new Error(USAGE);
    uses = Number(value);
    if (uses < 1 || uses > 1_000_000) throw new Error(USAGE);
  }
  return { uses };
}

/** `npm run invites -- create [--uses N]`: stores a code with N uses (default 1) and prints it. */
async function main(): Promise<void> {
  const { uses } = parseInviteArgs(process.argv.slice(2));
  // stdout carries only the code, so scripts can capture it.
  Logger.overrideLogger(['error', 'warn']);
  const { dataSource, endpoint } = await openDataSource();
  try {
    // A fresh data folder has no tables yet: apply the migrations the server would apply at start.
    await dataSource.runMigrations({ transaction: 'each' });
    const code = newInviteCode();
    await new InviteCodesRepository(dataSource).insert(code, uses);
    console.log(code);
  } finally {
    await dataSource.destroy();
    await endpoint.close();
  }
}

if (require.main === module) void runCli(main);
