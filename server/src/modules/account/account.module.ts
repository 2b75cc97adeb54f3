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
import { AccountExportService } from './account-export.service';
import { AccessTokensController } from './access-tokens.controller';
import { AccountController } from './account.controller';
import { ActivityRecorder } from './activity-recorder';
import { NotificationSettingsService } from './notification-settings.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';
import { RetentionService } from './retention/retention.service';

/** Profile, password, notification settings, export, deletion and the retention job. */
@Module({
  imports: [SessionModule, PasswordModule, UsersModule, EmailLinksModule, ChecklistsDataModule, SharesModule, ResponsesModule, MailModule, SchedulerModule, ClockModule, FollowUpModule],
  controllers: [AccountController, AccessTokensController],
  providers: [
    ActivityRecorder,
    ProfileService,
    PasswordChangeService,
    NotificationSettingsService,
    AccountDeletionService,
    AccountExportService,
    RetentionService,
  ],
})
export class AccountModule {}
