import { expectErrorBody } from './http';
import { expectDocumentedAnswer } from './openapi-answers';

// The values, forged tokens and raw requests the hostile suites send live beside this client.
export * from './hostile-inputs';
export * from './hostile-tokens';
export * from './raw-http';

/** Methods the API has routes for (HEAD and OPTIONS answers are the framework's). */
const DOCUMENTED_METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * Hostile-input toolkit for the e2e suites: a counting client that records every answer outside
 * the contract (any 5xx, an error body that is not `{ message, errors? }`, internals leaking into a
 * message) instead of stopping at the first, value generators, and JWT forgery.
 */

export interface Probe {
  method: string;
  path: string;
  /** JSON-encoded unless rawBody is given. */
  body?: unknown;
  rawBody?: string | Buffer;
  token?: string;
  headers?: Record<string, string>;
  /** Extra expectation on the answer: return a complaint, or null when fine. */
  check?: (res: ProbeResult) => string | null;
  label?: string;
}

export interface ProbeResult {
  status: number;
  body: any;
  text: string;
  headers: Headers;
}

/** Words that must never reach a client: driver errors, stack frames, SQL. */
const INTERNALS = /QueryFailedError|TypeORMError|stack|\bat [\w.<>]+ \(|\.(ts|js):\d+|duplicate key|violates|invalid input syntax|syntax error at|relation "|column "|pglite|postgres|Cannot read prop|undefined is not|is not a function|Maximum call stack/i;

const describeProbe = (p: Probe) => {
  const body = p.rawBody !== undefined ? String(p.rawBody) : p.body === undefined ? '' : JSON.stringify(p.body);
  const short = (s: string) => (s.length > 160 ? `${s.slice(0, 160)}…(${s.length} chars)` : s);
  return `${p.label ? `[${p.label}] ` : ''}${p.method} ${short(p.path)} ${short(body)}`;
};

export class HostileClient {
  /** Requests sent so far. */
  count = 0;
  readonly failures: string[] = [];

  constructor(readonly baseUrl: string) {}

  async send(p: Probe): Promise<ProbeResult> {
    const headers: Record<string, string> = { ...p.headers };
    if (p.token !== undefined) headers.authorization = `Bearer ${p.token}`;
    let body: string | Buffer | undefined;
    if (p.rawBody !== undefined) body = p.rawBody;
    else if (p.body !== undefined) body = JSON.stringify(p.body);
    if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
    this.count++;
    let res: Response;
    try {
      res = await fetch(this.baseUrl + p.path, { method: p.method, headers, body });
    } catch (error) {
      this.failures.push(`${describeProbe(p)} → request failed: ${(error as Error).message} ${(error as { cause?: Error }).cause?.message ?? ''}`);
      return { status: 0, body: undefined, text: '', headers: new Headers() };
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = text;
    }
    const result: ProbeResult = { status: res.status, body: parsed, text, headers: res.headers };
    const complaint = this.judge(p, result) ?? p.check?.(result) ?? (await this.undocumented(p, result));
    if (complaint) this.failures.push(`${describeProbe(p)} → ${res.status} ${text.slice(0, 300)}: ${complaint}`);
    return result;
  }

  /** Every answer must be one the OpenAPI document describes (status and body). */
  private async undocumented(p: Probe, res: ProbeResult): Promise<string | null> {
    if (!DOCUMENTED_METHODS.has(p.method.toUpperCase())) return null;
    try {
      await expectDocumentedAnswer(this.baseUrl, p.method, p.path, res.status, res.headers.get('content-type'), res.body, res.headers);
      return null;
    } catch (error) {
      return (error as Error).message.split('\n').slice(0, 3).join(' ');
    }
  }

  /** The contract for any answer: no 5xx; a 4xx carries a JSON `{ message, errors? }` with nothing internal in it. */
  private judge(p: Probe, res: ProbeResult): string | null {
    if (res.status >= 500) return 'server error';
    if (p.method === 'HEAD' || res.status < 400) return null;
    if (!/application\/json/.test(res.headers.get('content-type') ?? '')) return `error content-type ${res.headers.get('content-type')}`;
    try {
      expectErrorBody(res.body);
      for (const messages of Object.values((res.body.errors ?? {}) as Record<string, unknown[]>)) {
        if (!messages.every((m) => typeof m === 'string')) return 'an errors entry is not a list of strings';
      }
    } catch (error) {
      return `error body outside the contract: ${(error as Error).message.split('\n')[0]}`;
    }
    if (INTERNALS.test(res.text)) return 'internals leak into the error body';
    if (res.status === 429) return 'rate limited (limits are off in this suite)';
    return null;
  }

  /** Sends every probe, `concurrency` at a time. */
  async run(probes: Probe[], concurrency = 8): Promise<ProbeResult[]> {
    const results: ProbeResult[] = new Array(probes.length);
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const i = next++;
        results[i] = await this.send(probes[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, probes.length) }, worker));
    return results;
  }

  /** Fails the test with every complaint recorded since `since` (the first 40 of them). */
  assertClean(since = 0): void {
    const all = this.failures.slice(since);
    const shown = all.slice(0, 40);
    if (all.length > shown.length) shown.push(`… and ${all.length - shown.length} more`);
    expect(shown).toEqual([]);
  }

  /** Runs the probes and fails the test on any complaint they caused. */
  async expectClean(probes: Probe[], concurrency = 8): Promise<ProbeResult[]> {
    const since = this.failures.length;
    const results = await this.run(probes, concurrency);
    this.assertClean(since);
    return results;
  }
}

/** check helpers for Probe.check */
export const statusIn =
  (...allowed: number[]) =>
  (res: ProbeResult): string | null =>
    allowed.includes(res.status) ? null : `expected ${allowed.join(' or ')}`;

export const clientError = (res: ProbeResult): string | null => (res.status >= 400 && res.status < 500 ? null : 'expected a 4xx');
