import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.token';
import { UsersModule } from '../../users/users.module';
import { AuthGuard } from './auth.guard';
import { SessionTokenService } from './session-token.service';

/** Bearer-token sessions: the token service, the guard of protected routes, and the sessions' events. */
@Module({
  imports: [
    UsersModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A KeyObject, not the string: given a string, jsonwebtoken first tries (and fails) to parse
        // it as a public key on every verify, which was 12 % of the CPU of an authenticated request.
        secret: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
        signOptions: { algorithm: 'HS256', expiresIn: config.jwtExpiresInSeconds },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  providers: [SessionTokenService, AuthGuard],
  exports: [SessionTokenService, AuthGuard],
})
export class SessionModule {}
