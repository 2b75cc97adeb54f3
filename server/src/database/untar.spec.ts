import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { untarGzip } from './untar';

/** One ustar header block (name, mode, size, type), checksum included. */
function header(name: string, size: number, type: '0' | '5', mode = 0o600): Buffer {
  const h = Buffer.alloc(512);
  h.write(name, 0);
  h.write(mode.toString(8).padStart(7, '0'), 100);
  h.write(size.toString(8).padStart(11, '0'), 124);
  h.write(type, 156);
  h.write('ustar\x0000', 257);
  h.fill(' ', 148, 156);
  h.write((h.reduce((a, b) => a + b, 0).toString(8).padStart(6, '0')) + '\0 ', 148);
  return h;
}
const file = (name: string, content: string) => {
  const body = Buffer.from(content);
  return Buffer.concat([header(name, body.length, '0'), body, Buffer.alloc((512 - (body.length % 512)) % 512)]);
};
let dir: string;
/** Writes the archive beside the output folder and returns its path. */
const archive = (...parts: Buffer[]) => {
  const path = `${dir}.tar.gz`;
  writeFileSync(path, gzipSync(Buffer.concat([...parts, Buffer.alloc(1024)])));
  return path;
};

describe('untarGzip', () => {
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'ticklist-untar-'))));
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(`${dir}.tar.gz`, { force: true });
  });

  it('unpacks folders and files with their modes, absolute names made relative', async () => {
    await untarGzip(archive(header('/base', 0, '5', 0o700), file('/base/1', 'x'.repeat(70_000)), file('PG_VERSION', '17\n')), dir);
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'base']);
    expect(readFileSync(join(dir, 'base/1'), 'utf8')).toBe('x'.repeat(70_000));
    expect(statSync(join(dir, 'base/1')).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, 'PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('refuses a name that leaves the folder', async () => {
    await expect(untarGzip(archive(file('../escape', 'no')), dir)).rejects.toThrow(/outside the folder/);
  });
});
