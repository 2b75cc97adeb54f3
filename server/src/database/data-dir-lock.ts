import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as lockfile from 'proper-lockfile';
import { ConfigError } from '../config/app-config';

/**
 * Locks DATA_DIR for this process: PGlite has no lock of its own, and two processes on one
 * folder would corrupt it. A lock left by a killed process is taken over at once when its pid is
 * gone (proper-lockfile would otherwise wait for the lock to go stale).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const pidFile = join(dataDir, 'lock.pid');
  const options = { realpath: false, stale: 15_000, update: 5_000, lockfilePath: join(dataDir, '.lock'), onCompromised: () => undefined };
  try {
    const release = await lockfile.lock(dataDir, options);
    writeFileSync(pidFile, String(process.pid));
    return release;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ELOCKED') throw error;
    const holder = readPid(pidFile);
    if (holder !== null && holder !== process.pid && isAlive(holder)) {
      throw new ConfigError(`Data folder ${dataDir} is in use by another Ticklist process (pid ${holder}); stop it or set DATA_DIR`);
    }
    rmSync(options.lockfilePath, { recursive: true, force: true });
    const release = await lockfile.lock(dataDir, options);
    writeFileSync(pidFile, String(process.pid));
    return release;
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
