import { Controller } from '@nestjs/common';
import { ApiProperty, ApiSchema, ApiTags } from '@nestjs/swagger';
import type { PublicConfigResponse } from '@ticklist/contracts';
import { EMAIL_PATTERN } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';

@ApiSchema({ name: 'PublicConfig' })
class PublicConfigSchema implements PublicConfigResponse {
  @ApiProperty({ pattern: EMAIL_PATTERN.source, description: 'Where people can write for help.' }) supportEmail!: string;
}

/** Settings the client may show to anyone (the contact page's support address). No secrets here. */
@ApiTags('Public')
@Controller('public-config')
export class PublicConfigController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Endpoint.get('', { operationId: 'getPublicConfig', summary: 'Settings anyone may read (the support address)', description: 'Read by the pages before anyone signs in; no credential.', answer: PublicConfigSchema })
  get(): PublicConfigResponse {
    return { supportEmail: this.config.supportEmail };
  }
}
