import type { FastifyRequest } from 'fastify';
import type { TrustProxy } from '../config/app-config';

/** The caller's address (Fastify honours X-Forwarded-For only when trustProxy is set). */
export const clientIp = (request: FastifyRequest): string => request.ip ?? 'unknown';

type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. A number of hops becomes a function that believes
 * that many hops, as Fastify itself did up to 5.11: from 5.12 it reads a bare number as "trust no
 * one", and one hop is what docker-compose.yml gives its replicas behind nginx.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string | TrustProxyFunction {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

/** The start-up line that says whose X-Forwarded-For this process believes (TRUST_PROXY). */
export function trustedProxiesLine(trust: TrustProxy): string {
  if (trust === false) return 'Trusted proxies: none (X-Forwarded-For is ignored; set TRUST_PROXY when behind a proxy)';
  if (typeof trust === 'number') return `Trusted proxies: the ${trust === 1 ? 'one hop' : `${trust} hops`} in front of this process (TRUST_PROXY=${trust})`;
  return `Trusted proxies: ${trust} (TRUST_PROXY)`;
}
