import { closeSync, createReadStream, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { createGunzip } from 'node:zlib';

const BLOCK = 512;

const text = (buf: Buffer, start: number, length: number) => {
  const field = buf.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
};
const octal = (buf: Buffer, start: number, length: number) => parseInt(text(buf, start, length).trim() || '0', 8);

/** The `path` record of a pax extended header ("<len> path=<value>\n" records). */
function paxPath(body: Buffer): string | undefined {
  for (const record of body.toString('utf8').split('\n')) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match) return match[1];
  }
  return undefined;
}

interface Entry {
  name: string;
  type: string;
  mode: number;
  size: number;
}

/** Where an entry lands under `dir`; a name leaving it is refused. */
function targetOf(dir: string, name: string): string | null {
  const relative = normalize(name.replace(/^\/+/, ''));
  if (relative === '.' || relative === '') return null;
  if (relative.startsWith('..') || relative.startsWith(sep)) throw new Error(`tar entry outside the folder: ${name}`);
  return join(dir, relative);
}

/**
 * Unpacks a gzipped tar (ustar, with pax or GNU long names) of regular files and folders into
 * `dir`, streaming: the PGlite template is 40 MB unpacked, and a buffer that size stays in the
 * process's malloc heap after it is freed. (PGlite's own loadDataDir would start a second
 * PostgreSQL in WebAssembly only to unpack it, and the process kept about 100 MB of its memory.)
 */
export async function untarGzip(archivePath: string, dir: string): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let entry = null as Entry | null; // the entry whose body is being read
  let remaining = 0; // body bytes still to come, then padding
  let padding = 0;
  let fd = null as number | null;
  let longBody: Buffer[] = [];
  let longName: string | undefined;
  let ended = false;

  const startEntry = (header: Buffer) => {
    const type = String.fromCharCode(header[156] || 48); // '\0' is an old-style regular file
    const prefix = text(header, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    const size = octal(header, 124, 12);
    entry = { name, type, mode: octal(header, 100, 8) & 0o777, size };
    if (type !== 'x' && type !== 'L') longName = undefined;
    remaining = size;
    padding = (BLOCK - (size % BLOCK)) % BLOCK;
    const target = type === 'x' || type === 'L' ? null : targetOf(dir, name);
    if (type === '5') {
      if (target) mkdirSync(target, { recursive: true, mode: entry.mode || 0o700 });
    } else if (type === '0') {
      if (!target) throw new Error('tar file entry without a name');
      mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
      fd = openSync(target, 'w', entry.mode || 0o600);
    } else if (type !== 'x' && type !== 'L') throw new Error(`unsupported tar entry type ${type}: ${name}`);
  };

  const finishEntry = () => {
    if (fd !== null) closeSync(fd);
    fd = null;
    if (entry?.type === 'x' || entry?.type === 'L') {
      const body = Buffer.concat(longBody);
      longName = entry.type === 'x' ? paxPath(body) : text(body, 0, body.length);
    }
    longBody = [];
    entry = null;
  };

  try {
    for await (const chunk of createReadStream(archivePath).pipe(createGunzip()) as AsyncIterable<Buffer>) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (!ended) {
        if (entry) {
          const take = Math.min(remaining, pending.length);
          if (take > 0) {
            const part = pending.subarray(0, take);
            if (fd !== null) writeSync(fd, part);
            else if (entry.type === 'x' || entry.type === 'L') longBody.push(Buffer.from(part));
            pending = pending.subarray(take);
            remaining -= take;
          }
          if (remaining > 0) break;
          if (pending.length < padding) break;
          pending = pending.subarray(padding);
          finishEntry();
        }
        if (pending.length < BLOCK) break;
        const header = pending.subarray(0, BLOCK);
        pending = pending.subarray(BLOCK);
        if (header.every((b) => b === 0)) ended = true; // end of archive
        else startEntry(header);
      }
      if (ended) break;
    }
  } finally {
    if (fd !== null) closeSync(fd);
  }
}
