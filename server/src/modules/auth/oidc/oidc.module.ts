import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { WorkspacesDataModule } from '../../workspaces/workspaces-data.module';
import { SignInChallengesModule } from '../challenges/sign-in-challenges.module';
import { SessionModule } from '../session/session.module';
import { OidcClient } from './oidc-client';
import { OidcController } from './oidc.controller';
import { OidcIdentitiesRepository } from './oidc-identities.repository';
import { OidcSignInService } from './oidc-sign-in.service';
import { SsoAccountsService } from './sso-accounts.service';
import { SsoOnlyGate } from './sso-only';

/** Single sign-on with the team's OpenID Provider (issue 49; off unless OIDC_ISSUER is set). */
@Module({
  imports: [SessionModule, UsersModule, WorkspacesDataModule, SignInChallengesModule],
  controllers: [OidcController],
  providers: [OidcClient, OidcIdentitiesRepository, OidcSignInService, SsoAccountsService, SsoOnlyGate],
  exports: [SsoOnlyGate],
})
export class OidcModule {}
