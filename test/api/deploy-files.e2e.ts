import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

/**
 * The deployment files as shipped: docker-compose.yml (read as YAML, the way docker-compose reads
 * it) and deploy/nginx.conf. What they hold decides what a self-hosted install trusts and logs.
 */
const ROOT = join(__dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

interface ComposeService {
  build?: unknown;
  image?: string;
  ports?: unknown[];
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
}
const compose = load(read('docker-compose.yml')) as { services: Record<string, ComposeService> };
/** The services that run this product (built from the repository's Dockerfile). */
const appServices = Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

describe('docker-compose.yml', () => {
  it('runs the product behind nginx', () => {
    expect(appServices.length).toBeGreaterThan(0);
    const proxy = Object.values(compose.services).find((s) => s.image?.startsWith('nginx'));
    expect(proxy?.volumes?.some((v) => v.startsWith('./deploy/nginx.conf:'))).toBe(true);
    // nginx appends the address it saw to X-Forwarded-For: that entry is the one a one-hop trust believes.
    expect(read('deploy/nginx.conf')).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  });

  it.each(appServices.map(([name]) => name))('%s ships no invite code: INVITE_CODES is passed through only when set', (name) => {
    const value = compose.services[name]!.environment?.INVITE_CODES;
    if (value !== undefined) expect(value).toMatch(/^\$\{INVITE_CODES(:?-)?\}$/);
  });

  it.each(appServices.map(([name]) => name))('%s trusts exactly the one proxy in front of it, and only it can reach it', (name) => {
    const service = compose.services[name]!;
    expect(String(service.environment?.TRUST_PROXY)).toBe('1');
    // A published port would let a client skip nginx and claim any address in X-Forwarded-For.
    expect(service.ports ?? []).toEqual([]);
  });
});

/**
 * deploy/nginx.conf: its access log uses a format whose URL goes through the masking maps, and
 * those maps (run here as nginx runs them: the first regex that matches wins, its named captures
 * fill the value) leave no secret of any secret-bearing URL form in the line.
 */
describe('deploy/nginx.conf: the access log masks secret links', () => {
  const conf = read('deploy/nginx.conf');

  interface MapEntry {
    pattern: RegExp;
    value: string;
  }
  /** `map $source $target { "~regex" "value"; … default value; }` blocks, by target variable. */
  const maps = new Map<string, { source: string; entries: MapEntry[]; fallback: string }>();
  for (const [, source, target, body] of conf.matchAll(/^map \$(\w+) \$(\w+) \{\n([\s\S]*?)\n\}/gm)) {
    const entries: MapEntry[] = [];
    let fallback = '';
    for (const line of body!.split('\n').map((l) => l.trim()).filter(Boolean)) {
      const [, key, value] = /^("(?:[^"\\]|\\.)*"|\S+)\s+("(?:[^"\\]|\\.)*"|\S+);$/.exec(line) ?? [];
      // As nginx reads a quoted string: \" \' and \\ are unescaped, any other backslash is kept (regex escapes).
      const unquote = (text: string) => (text.startsWith('"') ? text.slice(1, -1).replace(/\\(["'\\])/g, '$1') : text);
      if (!key || !value) continue;
      if (key === 'default') fallback = unquote(value);
      else {
        const raw = unquote(key);
        const caseless = raw.startsWith('~*');
        entries.push({ pattern: new RegExp(raw.slice(caseless ? 2 : 1), caseless ? 'i' : ''), value: unquote(value) });
      }
    }
    maps.set(target!, { source: source!, entries, fallback });
  }

  /** The value nginx gives `$variable` for a request to `requestUri`. */
  const evaluate = (variable: string, requestUri: string): string => {
    if (variable === 'request_uri') return requestUri;
    const map = maps.get(variable);
    if (!map) throw new Error(`$${variable} is neither $request_uri nor a map of deploy/nginx.conf`);
    const input = evaluate(map.source, requestUri);
    const hit = map.entries.map((e) => ({ e, m: e.pattern.exec(input) })).find(({ m }) => m);
    const vars: Record<string, string> = { ...(hit?.m?.groups ?? {}) };
    const template = hit ? hit.e.value : map.fallback;
    return template.replace(/\$(\w+)/g, (_, name: string) => (name in vars ? vars[name]! : evaluate(name, requestUri)));
  };

  const formatMatch = /^\s*access_log\s+\S+\s+(\w+);/m.exec(conf);
  const format = formatMatch?.[1];
  const logFormat = format ? new RegExp(`log_format ${format} ([\\s\\S]*?);\\n`).exec(conf)?.[1] : undefined;

  it('logs requests through a format of its own, never the whole request line or the Referer', () => {
    expect(format).toBeDefined();
    expect(format).not.toBe('combined');
    // Every access_log in the file uses it (or is off).
    for (const [, rest] of conf.matchAll(/^\s*access_log\s+([^;]+);/gm)) expect(rest === 'off' || rest!.endsWith(` ${format}`)).toBe(true);
    expect(logFormat).toBeDefined();
    const variables = [...logFormat!.matchAll(/\$(\w+)/g)].map(([, name]) => name);
    expect(variables).not.toContain('request');
    expect(variables).not.toContain('request_uri');
    expect(variables).not.toContain('uri');
    expect(variables).not.toContain('args');
    expect(variables).not.toContain('query_string');
    expect(variables).not.toContain('http_referer');
    // Its URL is a map of $request_uri.
    expect(variables.some((name) => maps.has(name))).toBe(true);
  });

  it('keeps nginx error lines (which quote the request line) to critical ones', () => {
    expect(conf).toMatch(/^\s*error_log\s+\S+\s+crit;/m);
  });

  const SECRET = 'Sx7kQ2vLp9';
  it.each([
    `/shared/${SECRET}`,
    `/api/guest/shared/${SECRET}`,
    `/api/guest/shared/${SECRET}/respond`,
    `/password/reset/${SECRET}`,
    `/api/password/reset/validate/${SECRET}`,
    `/api/password/reset/${SECRET}`,
    `/email/verify/0f8fad5b-d9cb-469f-a165-70867728950e/${SECRET}`,
    `/api/email/validate/0f8fad5b-d9cb-469f-a165-70867728950e/${SECRET}`,
    `/unsubscribe/${SECRET}`,
    `/api/user/email/unsubscribe/${SECRET}`,
    `/api/files/0f8fad5b-d9cb-469f-a165-70867728950e?exp=1767225600&sig=${SECRET}`,
    `/api/records/${SECRET}`,
    `/api/records/${SECRET}/pdf`,
    `/verify/${SECRET}`,
    `/api/verify/${SECRET}`,
    `/invitations/${SECRET}`,
    `/api/invitations/${SECRET}/accept`,
    `/api/auth/oidc/callback?code=${SECRET}&state=x`,
    `/api/checklist?q=${SECRET}`,
    `/Shared/${SECRET}`,
  ])('%s is logged without its secret', (url) => {
    const logged = logFormat!.replace(/\$(\w+)/g, (_, name: string) => (maps.has(name) ? evaluate(name, url) : `<${name}>`));
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(SECRET);
  });

  it.each([
    ['/api/health', '/api/health'],
    ['/api/email/request_validate', '/api/email/request_validate'],
    ['/api/checklist/0f8fad5b-d9cb-469f-a165-70867728950e/edit', '/api/checklist/0f8fad5b-d9cb-469f-a165-70867728950e/edit'],
    ['/api/password/reset/validate/abc', '/api/password/reset/validate/[redacted]'],
    ['/email/verify/id-1/hash-2', '/email/verify/[redacted]/[redacted]'],
    ['/api/records/code-1/pdf?download=1', '/api/records/[redacted]/pdf?[redacted]'],
  ])('%s is logged as %s', (url, expected) => {
    const variable = [...logFormat!.matchAll(/\$(\w+)/g)].map(([, name]) => name!).find((name) => maps.has(name))!;
    expect(evaluate(variable, url)).toBe(expected);
  });
});
