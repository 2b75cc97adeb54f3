import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A fresh PGlite folder starts from a tarball of an empty, just-initialised cluster made at build
 * time, instead of running initdb in WebAssembly on every first start (about 4.6 s of a cold
 * start's 8 to 10 s, and the same again for every test suite's fresh folder). The tarball holds no
 * schema: migrations still run at start as always. It is named after the PGlite version that made
 * it; with no matching tarball PGlite runs initdb itself, as before.
 */

// server/src/database (tests) and server/dist/database (the build) both resolve to server/dist.
const BUILD_DIR = resolve(__dirname, '../../dist');

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(resolve(dirname(entry), '../package.json'), 'utf8')) as { version: string };
  return manifest.version;
}

export function templatePath(): string {
  return join(BUILD_DIR, `pglite-template-${pgliteVersion()}.tar.gz`);
}

/** Runs initdb once and writes the cluster as a gzipped tarball (written aside, then renamed). */
export async function buildTemplate(): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    const tarball = await db.dumpDataDir('gzip');
    const path = templatePath();
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, Buffer.from(await tarball.arrayBuffer()));
    renameSync(`${path}.tmp`, path);
    return path;
  } finally {
    await db.close();
  }
}

const isEmptyOrMissing = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Opens the PGlite cluster in `dir`. A missing or empty folder is first filled from the template,
 * unpacked beside it and renamed into place, so a start killed half-way leaves no half a cluster.
 */
export async function openPglite(dir: string): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const template = templatePath();
  if (isEmptyOrMissing(dir) && existsSync(template)) {
    const staging = `${dir}.new`;
    rmSync(staging, { recursive: true, force: true });
    const unpacked = await PGlite.create({ dataDir: staging, loadDataDir: new Blob([readFileSync(template)]) });
    await unpacked.close();
    rmSync(dir, { recursive: true, force: true }); // empty or missing, checked above
    renameSync(staging, dir);
  }
  return PGlite.create({ dataDir: dir });
}
