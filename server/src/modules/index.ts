import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { ChecklistsModule } from './checklists/checklists.module';
import { FilesModule } from './files/files.module';
import { FollowUpModule } from './follow-up/follow-up.module';
import { SchedulesModule } from './schedules/schedules.module';
import { HealthModule } from './health/health.module';
import { InsightModule } from './insight/insight.module';
import { MessagesModule } from './messages/messages.module';
import { PublicConfigModule } from './public-config/public-config.module';
import { RecipientsModule } from './recipients/recipients.module';
import { ResponsesModule } from './responses/responses.module';
import { ResultsModule } from './results/results.module';
import { ReviewModule } from './review/review.module';
import { ShareJobsModule } from './share-jobs/share-jobs.module';
import { SharesModule } from './shares/shares.module';
import { TemplatesModule } from './templates/templates.module';
import { WebhooksModule } from './webhooks/webhooks.module';
import { WorkspacesModule } from './workspaces/workspaces.module';

/**
 * The domain modules that serve routes, in one list so app.module stays small. Each imports the
 * modules it uses (users, sessions, mail …), so those need no entry here. Add yours here.
 */
export const DOMAIN_MODULES = [HealthModule, PublicConfigModule, AuthModule, ChecklistsModule, SharesModule, ResponsesModule, ResultsModule, TemplatesModule, AccountModule, FollowUpModule, RecipientsModule, InsightModule, WebhooksModule, ShareJobsModule, MessagesModule, SchedulesModule, WorkspacesModule, FilesModule, ReviewModule];
