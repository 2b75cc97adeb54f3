import { connect as connectTcp } from 'node:net';

/** Raw HTTP, for what fetch refuses to send (broken framing, oversized headers, raw bytes in paths). */

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  raw: string;
}

/** Writes `request` to a fresh connection and reads until the server closes it or `timeoutMs` passes. */
export function rawHttp(port: number, request: string | Buffer, timeoutMs = 5_000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = dechunk(body);
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: Buffer.from(body, 'latin1').toString('utf8'), raw });
    };
    const timer = setTimeout(done, timeoutMs);
    socket.on('data', (d) => {
      chunks.push(d);
      // One answer is enough: stop once the declared length has arrived.
      const text = Buffer.concat(chunks).toString('latin1');
      const sep = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, sep))?.[1];
      if (sep >= 0 && length !== undefined && Buffer.byteLength(text.slice(sep + 4), 'latin1') >= Number(length)) done();
    });
    socket.on('error', () => done());
    socket.on('close', () => done());
    socket.write(request);
  });
}

function dechunk(body: string): string {
  let out = '';
  let rest = body;
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return out;
    const size = parseInt(rest.slice(0, nl), 16);
    if (!size) return out;
    out += rest.slice(nl + 2, nl + 2 + size);
    rest = rest.slice(nl + 2 + size + 2);
  }
}
