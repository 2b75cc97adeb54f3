import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isRefusedAddress } from './address-policy';

/** How long one delivery may take, connection to last byte read. */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** The answer is read up to this much, then dropped; the first RESPONSE_START_BYTES are kept for the log. */
const RESPONSE_READ_CAP = 64 * 1024;
const RESPONSE_START_BYTES = 1024;

export interface DeliveryResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  responseStart: string | null;
  error: string | null;
}

/** Refused before any connection: why, in words for the delivery log. */
class RefusedAddress extends Error {}

/**
 * Resolves the host once (every address), refuses it when any address is not global unicast
 * (loopback, private, link-local or metadata, reserved …; unless `allowPrivate`), and answers the
 * vetted address, which is then the one connected to: the socket never does a second lookup, so
 * DNS rebinding cannot swap it.
 */
export async function vetHost(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new RefusedAddress(`${host} did not resolve`);
  if (!allowPrivate) {
    const bad = addresses.find((a) => isRefusedAddress(a.address));
    if (bad) throw new RefusedAddress(`Refused: ${host} resolves to ${bad.address}, not a public address (private, loopback, link-local, metadata or reserved)`);
  }
  return addresses[0]!;
}

/** A `lookup` for http.request that answers only the address already vetted. */
const pinnedLookup =
  (vetted: { address: string; family: number }): LookupFunction =>
  (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [vetted]);
    else callback(null, vetted.address, vetted.family);
  };

/**
 * POSTs one delivery with node's http/https: no redirect is followed (a 3xx is a failure), the whole
 * exchange is bounded by `timeoutMs` (and cut by `signal`), and at most 64 KB of the answer is read.
 */
export async function postWebhook(
  target: string,
  body: string,
  headers: Record<string, string>,
  options: { allowPrivate: boolean; timeoutMs?: number; signal?: AbortSignal },
): Promise<DeliveryResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, statusCode: null, durationMs: 0, responseStart: null, error: 'Invalid URL' };
  }
  let vetted: { address: string; family: number };
  try {
    vetted = await vetHost(url.hostname, options.allowPrivate);
  } catch (error) {
    const message = error instanceof RefusedAddress ? error.message : `DNS lookup failed: ${(error as Error).message}`;
    return { ok: false, statusCode: null, durationMs: elapsed(), responseStart: null, error: message };
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const requestOptions: RequestOptions & { servername?: string } = {
    method: 'POST',
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    path: `${url.pathname}${url.search}`,
    headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'Ticklist-Webhooks/1' },
    lookup: pinnedLookup(vetted),
    agent: false,
  };
  if (url.protocol === 'https:' && !isIP(requestOptions.host as string)) requestOptions.servername = requestOptions.host as string;

  return new Promise<DeliveryResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<DeliveryResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', aborted);
      req.destroy();
      resolve({ ...result, durationMs: elapsed() });
    };
    const timer = setTimeout(() => finish({ ok: false, statusCode: null, responseStart: null, error: `Timed out after ${timeoutMs / 1000} s` }), timeoutMs);
    const req = request(requestOptions, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let read = 0;
      const done = () => {
        const text = Buffer.concat(chunks).subarray(0, RESPONSE_START_BYTES).toString('utf8');
        const statusCode = res.statusCode ?? null;
        const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
        finish({ ok, statusCode, responseStart: text || null, error: ok ? null : `HTTP ${statusCode}${statusCode && statusCode >= 300 && statusCode < 400 ? ' (redirects are not followed)' : ''}` });
      };
      res.on('data', (chunk: Buffer) => {
        if (read < RESPONSE_START_BYTES) chunks.push(chunk);
        read += chunk.length;
        if (read >= RESPONSE_READ_CAP) done();
      });
      res.on('end', done);
      res.on('error', done);
    });
    req.on('error', (error) => finish({ ok: false, statusCode: null, responseStart: null, error: error.message }));
    const aborted = () => finish({ ok: false, statusCode: null, responseStart: null, error: 'Aborted' });
    if (options.signal?.aborted) aborted();
    else options.signal?.addEventListener('abort', aborted, { once: true });
    req.end(body);
  });
}
