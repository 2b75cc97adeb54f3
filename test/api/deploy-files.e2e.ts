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

  it.each(appServices.map(([name]) => name))('%s trusts exactly the one proxy in front of it, and only it can reach it', (name) => {
    const service = compose.services[name]!;
    expect(String(service.environment?.TRUST_PROXY)).toBe('1');
    // A published port would let a client skip nginx and claim any address in X-Forwarded-For.
    expect(service.ports ?? []).toEqual([]);
  });
});
