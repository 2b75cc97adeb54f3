import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const STRICT_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
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

/**
 * helmet's headers on every answer (API, SPA, 404s). Both middlewares are built once here: the
 * @fastify/helmet plugin built one again, re-parsing the CSP, on every request (4 % of the CPU of
 * a small API call).
 */
export function addSecurityHeaders(fastify: FastifyInstance, appUrlIsHttps: boolean): void {
  const overHttps = helmet(securityHeaderOptions(true));
  const overHttp = helmet(securityHeaderOptions(false));
  fastify.addHook('onRequest', (request, reply, done) => {
    const setHeaders = servedOverHttps(request, appUrlIsHttps) ? overHttps : overHttp;
    setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
