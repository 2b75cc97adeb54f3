import { DynamicModule, Global, Module } from '@nestjs/common';
import { APP_CONFIG } from './config.token';
import type { AppConfig } from './app-config';

/** Exposes the AppConfig parsed once in main.ts to every module, as the APP_CONFIG provider. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: AppConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
