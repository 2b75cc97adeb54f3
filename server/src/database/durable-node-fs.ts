import { fsyncSync } from 'node:fs';
import type { PGliteOptions } from '@electric-sql/pglite';
// Types only: this resolution ('node', for CommonJS) does not read the package's "exports", which
// map the entry below to the same file at run time.
import type { NodeFS as PgliteNodeFS } from '@electric-sql/pglite/dist/fs/nodefs';

const NODE_FS_ENTRY: string = '@electric-sql/pglite/nodefs';

/** The part of Emscripten's NODEFS this file touches (PGlite ships it inside its WebAssembly glue). */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: NodeFsStream) => number };
  realPath(node: unknown): string;
  tryFSOperation<T>(operation: () => T): T;
}
interface NodeFsStream {
  nfd: number;
  node: unknown;
}
type PreRun = (mod: { FS: { filesystems: { NODEFS: EmscriptenNodeFs } } }) => void;

/** PGlite's start parameters for a durable cluster, added to its defaults without their `-F`. */
export const DURABLE_START_PARAMS = ['-c', 'fsync=on', '-c', 'wal_sync_method=fsync'];

/**
 * PGlite's NodeFS, with an fsync that reaches the disk. PGlite starts PostgreSQL with fsync off,
 * and its WebAssembly glue answers fsync and fdatasync without doing anything: a commit reached
 * the OS's page cache, not the disk, so a power cut or a crash of the machine could lose saves that
 * were answered 200, or leave a cluster PostgreSQL cannot recover. With this file system and
 * DURABLE_START_PARAMS, PostgreSQL flushes its WAL with fsync(), which here becomes Node's
 * fsyncSync on the real file: a commit returns once its WAL is on disk, as on a real PostgreSQL.
 * The cost is one fsync per commit, on the database thread; the guests' saves share a commit
 * (ResponseSaveBatcher), so it is paid once per statement, not once per save.
 *
 * `onSync` hears each synced file's path (the durability spec uses it).
 */
export async function durableNodeFs(dataDir: string, onSync?: (path: string) => void): Promise<NonNullable<PGliteOptions['fs']>> {
  const { NodeFS } = (await import(NODE_FS_ENTRY)) as { NodeFS: typeof PgliteNodeFS };
  class DurableNodeFS extends NodeFS {
    override async init(...args: Parameters<PgliteNodeFS['init']>) {
      const setUp = await super.init(...args);
      const syncForReal: PreRun = ({ FS }) => {
        const nodeFs = FS.filesystems.NODEFS;
        nodeFs.stream_ops.fsync = (stream) => {
          nodeFs.tryFSOperation(() => fsyncSync(stream.nfd));
          onSync?.(nodeFs.realPath(stream.node));
          return 0;
        };
      };
      const preRun = [setUp.emscriptenOpts.preRun ?? []].flat() as PreRun[];
      return { emscriptenOpts: { ...setUp.emscriptenOpts, preRun: [...preRun, syncForReal] } };
    }
  }
  return new DurableNodeFS(dataDir);
}
