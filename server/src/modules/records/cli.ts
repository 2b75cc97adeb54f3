import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfig } from '../../config/app-config';
import { openDataSource, runCli } from '../../database/cli/open-data-source';
import { SigningKeysRepository, SigningKeysService } from './signing-keys.service';

const USAGE = 'Usage: npm run signing-keys -- rotate';

/** `npm run signing-keys -- rotate`: makes a new current signing key for completion records and prints its kid; old keys stay for verification. */
async function main(): Promise<void> {
  if (process.argv.slice(2).join(' ') !== 'rotate') throw new Error(USAGE);
  // stdout carries only the kid, so scripts can capture it.
  Logger.overrideLogger(['error', 'warn']);
  const config = loadConfig();
  const { dataSource, endpoint } = await openDataSource();
  try {
    // A fresh data folder has no tables yet: apply the migrations the server would apply at start.
    await dataSource.runMigrations({ transaction: 'each' });
    const { kid } = await new SigningKeysService(new SigningKeysRepository(dataSource), config).rotate();
    console.log(kid);
  } finally {
    await dataSource.destroy();
    await endpoint.close();
  }
}

if (require.main === module) void runCli(main);
