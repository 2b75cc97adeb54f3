import { RecordsModule } from '../records/records.module';
import { MfaModule } from '../auth/mfa/mfa.module';
import { PasskeysModule } from '../auth/passkeys/passkeys.module';
import { Module } from '@nestjs/common';
import { PasswordModule } from '../auth/password/password.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { EmailLinksModule } from '../email-links/email-links.module';
import { FollowUpModule } from '../follow-up/follow-up.module';
import { MailModule } from '../mail/mail.module';
import { ResponsesModule } from '../responses/responses.module';
import { SharesModule } from '../shares/shares.module';
import { UsersModule } from '../users/users.module';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { ClockModule } from '../../common/clock/clock.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportRepository } from './account-export.repository';
import { AccountExportService } from './account-export.service';
import { AccessTokensController } from './access-tokens.controller';
import { AccountMemberships } from './account-memberships';
import { AccountController } from './account.controller';
import { ActivityRecorder } from './activity-recorder';
import { NotificationSettingsController } from './notification-settings.controller';
import { NotificationSettingsService } from './notification-settings.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileController } from './profile.controller';
import { ProfileService } from './profile.service';
import { RetentionService } from './retention/retention.service';
import { TemplatesModule } from '../templates/templates.module';
import { WorkspacesDataModule } from '../workspaces/workspaces-data.module';

/** Profile, password, notification settings, export, deletion and the retention job. */
@Module({
  imports: [SessionModule, MfaModule, PasskeysModule, PasswordModule, UsersModule, EmailLinksModule, ChecklistsDataModule, SharesModule, ResponsesModule, TemplatesModule, MailModule, SchedulerModule, ClockModule, FollowUpModule, WorkspacesDataModule, RecordsModule],
  controllers: [AccountController, ProfileController, NotificationSettingsController, AccessTokensController],
  providers: [
    AccountMemberships,
    ActivityRecorder,
    ProfileService,
    PasswordChangeService,
    NotificationSettingsService,
    AccountDeletionService,
    AccountExportService,
    AccountExportRepository,
    RetentionService,
  ],
})
export class AccountModule {}
