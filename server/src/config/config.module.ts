import { DynamicModule, Global, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import { APP_CONFIG } from './config.token';
import type { AppConfig } from './app-config';

/** Exposes the AppConfig parsed once in main.ts to every module. */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [ConfigModule.forRoot({ ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
