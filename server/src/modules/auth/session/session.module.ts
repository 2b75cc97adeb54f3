import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createSecretKey } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.token';
import { RateLimitModule } from '../../../common/rate-limit/rate-limit.module';
import { SchedulerModule } from '../../../scheduler/scheduler.module';
import { UsersModule } from '../../users/users.module';
import { WorkspacesDataModule } from '../../workspaces/workspaces-data.module';
import { AccessTokenEntity } from '../access-tokens/access-token.entity';
import { AccessTokenRepository } from '../access-tokens/access-token.repository';
import { AccessTokenService } from '../access-tokens/access-token.service';
import { AccessTokenRevocations } from '../access-tokens/access-token-revocations';
import { AccessTokensRecoveryListener } from '../access-tokens/access-tokens-recovery.listener';
import { AuthGuard } from './auth.guard';
import { SessionRevocations } from './session-revocations';
import { SessionTokenService } from './session-token.service';
import { SessionPurgeJob } from './session-purge.job';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

/**
 * Who is calling: bearer session tokens and personal access tokens (the token services, the guard
 * of protected routes, the sessions and their events).
 */
@Module({
  imports: [
    UsersModule,
    WorkspacesDataModule,
    RateLimitModule,
    SchedulerModule,
    TypeOrmModule.forFeature([AccessTokenEntity]),
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
  providers: [SessionTokenService, SessionsRepository, SessionRevocations, SessionsService, SessionPurgeJob, AccessTokenRepository, AccessTokenService, AccessTokenRevocations, AccessTokensRecoveryListener, AuthGuard],
  exports: [SessionTokenService, SessionsRepository, SessionRevocations, SessionsService, AccessTokenService, AccessTokenRevocations, AuthGuard, WorkspacesDataModule, UsersModule],
})
export class SessionModule {}
