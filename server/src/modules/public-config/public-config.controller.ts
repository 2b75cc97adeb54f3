import { Controller } from '@nestjs/common';
import { ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import type { PublicConfigResponse, SignInOptions } from '@ticklist/contracts';
import { EMAIL_PATTERN } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';
import { relyingParty } from '../auth/passkeys/relying-party';

class OidcProviderSchema {
  @ApiProperty({ example: 'Acme SSO', description: 'OIDC_PROVIDER_NAME: the button reads "Sign in with {name}".' }) name!: string;
}

@ApiSchema({ name: 'SignInOptions' })
class SignInOptionsSchema implements SignInOptions {
  @ApiProperty({ description: 'The e-mail and password forms are offered.' }) password!: boolean;
  @ApiProperty({ description: 'Passkeys are offered (APP_URL is https://… or http://localhost…).' }) passkeys!: boolean;
  @ApiProperty({ type: OidcProviderSchema, nullable: true, description: 'Single sign-on with the configured provider; null when none is.' }) oidc!: OidcProviderSchema | null;
}

@ApiSchema({ name: 'PublicConfig' })
class PublicConfigSchema implements PublicConfigResponse {
  @ApiProperty({ pattern: EMAIL_PATTERN.source, description: 'Where people can write for help.' }) supportEmail!: string;
  @ApiProperty({ type: SignInOptionsSchema, description: 'How one can sign in here.' }) signIn!: SignInOptionsSchema;
}

/** Settings the client may show to anyone (the contact page's support address). No secrets here. */
@ApiTags('Public')
@Controller('public-config')
export class PublicConfigController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Endpoint.get('', { operationId: 'getPublicConfig', summary: 'Settings anyone may read (the support address)', description: 'Read by the pages before anyone signs in; no credential.', answer: PublicConfigSchema })
  get(): PublicConfigResponse {
    const oidc = this.config.oidc;
    return {
      supportEmail: this.config.supportEmail,
      // OIDC_ONLY=on hides the password forms (the break-glass address still signs in at the API).
      signIn: { password: !oidc?.only, passkeys: relyingParty(this.config.appUrl) !== null, oidc: oidc ? { name: oidc.providerName } : null },
    };
  }
}
