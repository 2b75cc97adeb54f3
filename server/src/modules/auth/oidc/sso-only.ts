import { Injectable } from '@nestjs/common';
import { OIDC_MESSAGES } from '@ticklist/contracts';
import { forbidden } from '../../../common/domain-error';
import type { AppConfig } from '../../../config/app-config';
import type { OidcConfig } from '../../../config/oidc-config';
import { InjectConfig } from '../../../config/config.token';

/** OIDC_ONLY=on closes the password forms to every address but OIDC_BREAKGLASS_EMAIL. */
export function passwordFormsClosedTo(oidc: OidcConfig | null, address: unknown): boolean {
  if (!oidc?.only) return false;
  const email = typeof address === 'string' ? address.trim().toLowerCase() : '';
  return !oidc.breakglassEmail || email !== oidc.breakglassEmail;
}

/** What the password routes say when single sign-on is the only way in (403). */
export const SSO_ONLY_DOC = 'OIDC_ONLY=on: single sign-on only (every address but OIDC_BREAKGLASS_EMAIL).';

/** The check the register, login_check and password/forgot routes make first. */
@Injectable()
export class SsoOnlyGate {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  assertPasswordFormsOpen(address: unknown): void {
    if (passwordFormsClosedTo(this.config.oidc, address)) throw forbidden(OIDC_MESSAGES.ssoOnly);
  }
}
