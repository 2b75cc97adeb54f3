import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const STRICT_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  // Same origin only: in CSP Level 3 'self' covers ws: and wss: to this host and port (the
  // Socket.IO connection); a bare ws: or wss: would let injected code open a socket to any host.
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/**
 * The same strict Content-Security-Policy whichever way the app is reached. Over plain HTTP it
 * must not carry `upgrade-insecure-requests` (helmet's default) nor HSTS: a browser at
 * http://192.168.1.10:3000 would rewrite every asset to https:// and show a blank page
 * (Chromium spares only localhost).
 */
export function securityHeaderOptions(overHttps: boolean): Readonly<HelmetOptions> {
  return {
    contentSecurityPolicy: {
      directives: { ...STRICT_CSP_DIRECTIVES, upgradeInsecureRequests: overHttps ? [] : null },
    },
    strictTransportSecurity: overHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Browsers ignore COOP on an untrustworthy origin and say so in the console on every page.
    crossOriginOpenerPolicy: overHttps,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * Whether this answer travels over HTTPS: APP_URL says so for every request, or the request says
 * so itself (TLS here, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY trusts: Fastify's
 * `request.protocol` believes the header only then).
 */
export const servedOverHttps = (request: FastifyRequest, appUrlIsHttps: boolean): boolean =>
  appUrlIsHttps || request.protocol === 'https';

/** A header helmet sets (its value), or removes (null). */
type HeaderStep = readonly [name: string, value: string | null];

/**
 * What helmet does to every answer with these options, recorded once from helmet itself: its
 * middlewares only set and remove fixed headers, the same for every request. Throws at start-up if
 * a helmet version ever finished asynchronously or failed, rather than serving without them.
 */
export function helmetHeaderSteps(options: Readonly<HelmetOptions>): readonly HeaderStep[] {
  const steps: HeaderStep[] = [];
  const response = {
    setHeader: (name: string, value: string) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name, null]),
  };
  let finished = false;
  helmet(options)({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return steps;
}

/**
 * helmet's headers on every answer (API, SPA, 404s), replayed from the steps recorded at start:
 * the @fastify/helmet plugin built its middlewares again on every request (4 % of the CPU of a
 * small API call), and running the dozen built middlewares per request was still 1.7 % of the HTTP
 * thread under a stream of saves.
 */
export function addSecurityHeaders(fastify: FastifyInstance, appUrlIsHttps: boolean): void {
  const overHttps = helmetHeaderSteps(securityHeaderOptions(true));
  const overHttp = helmetHeaderSteps(securityHeaderOptions(false));
  fastify.addHook('onRequest', (request, reply, done) => {
    const response = reply.raw;
    for (const [name, value] of servedOverHttps(request, appUrlIsHttps) ? overHttps : overHttp) {
      if (value === null) response.removeHeader(name);
      else response.setHeader(name, value);
    }
    done();
  });
}
