/**
 * `@simplewebauthn/server`, loaded on the first passkey ceremony rather than at start: with its
 * ASN.1 and X.509 dependencies it is some 400 modules an idle server would otherwise hold in memory
 * (issue 50). Node caches the module, so later calls cost a resolved promise.
 */
export const webauthn = () => import('@simplewebauthn/server');
