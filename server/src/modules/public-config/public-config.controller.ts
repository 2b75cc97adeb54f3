import { Controller, Get } from '@nestjs/common';
import type { PublicConfigResponse } from '@ticklist/contracts';
import type { AppConfig } from '../../config/app-config';
import { InjectConfig } from '../../config/config.token';

/** Settings the client may show to anyone (the contact page's support address). No secrets here. */
@Controller('public-config')
export class PublicConfigController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Get()
  get(): PublicConfigResponse {
    return { supportEmail: this.config.supportEmail };
  }
}
