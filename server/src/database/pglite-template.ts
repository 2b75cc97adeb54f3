import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DURABLE_START_PARAMS, durableNodeFs } from './durable-node-fs';
import { untarGzip } from './untar';

/**
 * A fresh PGlite folder starts from a tarball of an empty, just-initialised cluster made at build
 * time, instead of running initdb in WebAssembly on every first start (about 4.6 s of a cold
 * start's 8 to 10 s, and the same again for every test suite's fresh folder). The build also runs
 * the migrations into it (see cli/build-pglite-template.ts), so a first start finds the schema made
 * and only a migration newer than the build runs then: the DDL is what kept a first start's process
 * about 25 MiB above a restart's, idle. It is named after the PGlite version that made it; with no
 * matching tarball PGlite runs initdb itself and the migrations run at start, as before.
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

/**
 * Runs initdb once, then `prepare` on the new cluster (the build migrates it), and writes the
 * cluster as a gzipped tarball (written aside, then renamed).
 */
export async function buildTemplate(prepare: (db: PGlite) => Promise<void> = async () => undefined): Promise<string> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create();
  try {
    await prepare(db);
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

/** PostgreSQL's cache inside PGlite unless PGLITE_SHARED_BUFFERS says otherwise (see pgliteStartParams). */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

/**
 * PGlite's start parameters: its defaults plus the size of PostgreSQL's buffer cache. initdb's
 * 128MB (and the 4MB of WAL buffers sized from it) is zeroed at start, so all of it is resident
 * from the first second: about 145 MB of an idle process's 480. 16MB holds the working set of a
 * small deployment; the files are read through the OS page cache, so a miss is a copy, not a disk read.
 */
export async function pgliteStartParams(sharedBuffers = DEFAULT_PGLITE_SHARED_BUFFERS, durable = true): Promise<string[]> {
  const { PGlite } = await import('@electric-sql/pglite');
  const defaults = durable ? [...PGlite.defaultStartParams.filter((param) => param !== '-F'), ...DURABLE_START_PARAMS] : PGlite.defaultStartParams;
  return [...defaults, '-c', `shared_buffers=${sharedBuffers}`];
}

export interface OpenPgliteOptions {
  /** PostgreSQL's shared_buffers, e.g. '16MB' (the default) or '128MB' (initdb's). */
  sharedBuffers?: string;
  /**
   * Commits reach the disk before they return (durable-node-fs.ts); the product's default. False
   * opens PGlite as it comes, fsync off: the benchmarks' bare baselines, which measure PGlite itself.
   */
  durable?: boolean;
  /** With `durable`: hears each file PostgreSQL syncs. */
  onSync?: (path: string) => void;
}

/**
 * Opens the PGlite cluster in `dir`. A missing or empty folder is first filled from the template,
 * unpacked beside it and renamed into place, so a start killed half-way leaves no half a cluster.
 * The tarball is unpacked in JavaScript (see untarGzip), not by PGlite's loadDataDir.
 */
export async function openPglite(dir: string, options: OpenPgliteOptions = {}): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  const template = templatePath();
  if (isEmptyOrMissing(dir) && existsSync(template)) {
    const staging = `${dir}.new`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true, mode: 0o700 });
    await untarGzip(template, staging);
    rmSync(dir, { recursive: true, force: true }); // empty or missing, checked above
    renameSync(staging, dir);
  }
  const durable = options.durable ?? true;
  const startParams = await pgliteStartParams(options.sharedBuffers, durable);
  return durable ? PGlite.create({ fs: await durableNodeFs(dir, options.onSync), startParams }) : PGlite.create({ dataDir: dir, startParams });
}
