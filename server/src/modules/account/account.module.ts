import { Module } from '@nestjs/common';
import { SchedulerModule } from '../../scheduler/scheduler.module';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';
import { AccessTokensController } from './access-tokens.controller';
import { AccountController } from './account.controller';
import { ActivityRecorder } from './activity-recorder';
import { CLOCK, systemClock } from './clock';
import { NotificationSettingsService } from './notification-settings.service';
import { PasswordChangeService } from './password-change.service';
import { ProfileService } from './profile.service';
import { RetentionService } from './retention/retention.service';

/** Profile, password, notification settings, export, deletion and the retention job. */
@Module({
  imports: [SchedulerModule],
  controllers: [AccountController, AccessTokensController],
  providers: [
    { provide: CLOCK, useValue: systemClock },
    ActivityRecorder,
    ProfileService,
    PasswordChangeService,
    NotificationSettingsService,
    AccountDeletionService,
    AccountExportService,
    RetentionService,
  ],
  exports: [AccountDeletionService, RetentionService, CLOCK],
})
export class AccountModule {}
