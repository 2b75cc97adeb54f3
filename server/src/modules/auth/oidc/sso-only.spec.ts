import type { OidcConfig } from '../../../config/oidc-config';
import { passwordFormsClosedTo } from './sso-only';

const oidc = (only: boolean, breakglassEmail: string | null): OidcConfig => ({
  issuer: 'https://id.example', clientId: 'c', clientSecret: null, providerName: 'Acme', allowedDomains: null, only, breakglassEmail,
});

describe('OIDC_ONLY (which addresses the password forms are closed to)', () => {
  it('closes them to every address but the break-glass one, in any case and spacing', () => {
    expect(passwordFormsClosedTo(oidc(true, 'root@acme.example'), 'ada@acme.example')).toBe(true);
    expect(passwordFormsClosedTo(oidc(true, 'root@acme.example'), ' Root@Acme.example ')).toBe(false);
    expect(passwordFormsClosedTo(oidc(true, 'root@acme.example'), undefined)).toBe(true);
    expect(passwordFormsClosedTo(oidc(true, null), 'root@acme.example')).toBe(true);
  });

  it('leaves them open when off or without single sign-on (the spec\'s screens unchanged)', () => {
    expect(passwordFormsClosedTo(oidc(false, null), 'ada@acme.example')).toBe(false);
    expect(passwordFormsClosedTo(null, 'ada@acme.example')).toBe(false);
  });
});
