import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { ChecklistsModule } from './checklists/checklists.module';
import { EmailLinksModule } from './email-links/email-links.module';
import { HealthModule } from './health/health.module';
import { MailModule } from './mail/mail.module';
import { SessionModule } from './auth/session/session.module';
import { UsersModule } from './users/users.module';
import { ResponsesModule } from './responses/responses.module';
import { SharesModule } from './shares/shares.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { RealtimeModule } from '../realtime/realtime.module';

/** Every domain module, in one list so app.module stays small. Add yours here. */
export const DOMAIN_MODULES = [HealthModule, MailModule, UsersModule, SessionModule, EmailLinksModule, AuthModule, ChecklistsModule, SharesModule, ResponsesModule, RealtimeModule, PublicConfigModule, AccountModule];
