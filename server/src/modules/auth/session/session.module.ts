import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.token';
import { AuthGuard } from './auth.guard';
import { SessionTokenService } from './session-token.service';

/** Bearer-token sessions, available to every module (guard, decorator, token service). */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionTokenService, AuthGuard],
  exports: [SessionTokenService, AuthGuard],
})
export class SessionModule {}
