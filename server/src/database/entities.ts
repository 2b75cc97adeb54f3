import { AccessTokenEntity } from '../modules/auth/access-tokens/access-token.entity';
import { EmailTokenEntity } from '../modules/email-links/email-token.entity';
import { ChecklistItemEntity } from '../modules/checklists/checklist-item.entity';
import { ChecklistEntity } from '../modules/checklists/checklist.entity';
import { InviteCodeEntity } from '../modules/invites/invite-code.entity';
import { MailJobEntity } from '../modules/mail/mail-job.entity';
import { ItemResponseEntity } from '../modules/responses/item-response.entity';
import { ShareEntity } from '../modules/shares/share.entity';
import { ShareActivityEntity } from '../modules/shares/share-activity.entity';
import { TemplateEntity } from '../modules/templates/template.entity';
import { ShareReminderEntity } from '../modules/follow-up/share-reminder.entity';
import { UserEntity } from '../modules/users/user.entity';
import { ScheduledRunEntity } from '../scheduler/scheduled-run.entity';

export const ENTITIES = [
  UserEntity,
  InviteCodeEntity,
  EmailTokenEntity,
  ChecklistEntity,
  ChecklistItemEntity,
  ShareEntity,
  ItemResponseEntity,
  MailJobEntity,
  ScheduledRunEntity,
  AccessTokenEntity,
  TemplateEntity,
  ShareReminderEntity,
  ShareActivityEntity,
];
