import { AccessTokenEntity } from '../modules/auth/access-tokens/access-token.entity';
import { SessionEntity } from '../modules/auth/session/session.entity';
import { RecoveryCodeEntity } from '../modules/auth/mfa/recovery-code.entity';
import { SignInChallengeEntity } from '../modules/auth/challenges/sign-in-challenge.entity';
import { TotpEntity } from '../modules/auth/mfa/totp.entity';
import { PasskeyEntity } from '../modules/auth/passkeys/passkey.entity';
import { OidcIdentityEntity } from '../modules/auth/oidc/oidc-identity.entity';
import { EmailTokenEntity } from '../modules/email-links/email-token.entity';
import { ChecklistItemEntity } from '../modules/checklists/checklist-item.entity';
import { ChecklistEntity } from '../modules/checklists/checklist.entity';
import { InviteCodeEntity } from '../modules/invites/invite-code.entity';
import { MailJobEntity } from '../modules/mail/mail-job.entity';
import { ItemResponseEntity } from '../modules/responses/item-response.entity';
import { ShareEntity } from '../modules/shares/share.entity';
import { ShareProgressEntity } from '../modules/shares/share-progress.entity';
import { ShareActivityEntity } from '../modules/shares/share-activity.entity';
import { TemplateEntity } from '../modules/templates/template.entity';
import { ShareReminderEntity } from '../modules/follow-up/share-reminder.entity';
import { UserEntity } from '../modules/users/user.entity';
import { IdempotencyKeyEntity } from '../common/idempotency/idempotency-key.entity';
import { SharePresenceEntity } from '../modules/presence/share-presence.entity';
import { RemovedShareEntity } from '../modules/recipients/removed-share.entity';
import { ShareRetiredTokenEntity } from '../modules/recipients/share-retired-token.entity';
import { ScheduledRunEntity } from '../scheduler/scheduled-run.entity';
import { WebhookAttemptEntity } from '../modules/webhooks/webhook-attempt.entity';
import { WebhookEndpointEntity } from '../modules/webhooks/webhook-endpoint.entity';
import { WebhookMessageEntity } from '../modules/webhooks/webhook-message.entity';
import { WebhookShareMarkEntity } from '../modules/webhooks/webhook-share-mark.entity';
import { ChecklistScheduleEntity } from '../modules/schedules/checklist-schedule.entity';
import { OccurrenceEntity } from '../modules/schedules/occurrence.entity';
import { ShareRunEntity } from '../modules/schedules/share-run.entity';
import { WorkspaceEntity } from '../modules/workspaces/workspace.entity';
import { WorkspaceChecklistCountsEntity } from '../modules/checklists/workspace-checklist-counts.entity';
import { WorkspaceMemberEntity } from '../modules/workspaces/workspace-member.entity';
import { WorkspaceInvitationEntity } from '../modules/workspaces/invitations/workspace-invitation.entity';
import { WorkspaceAuditEntity } from '../modules/workspaces/audit/workspace-audit.entity';
import { ShareJobAddressEntity, ShareJobEntity } from '../modules/share-jobs/share-job.entity';
import { ShareMessageEntity } from '../modules/messages/share-message.entity';
import { ShareReviewEntity } from '../modules/review/share-review.entity';
import { CompletionRecordEntity, SigningKeyEntity } from '../modules/records/records.entities';
import { ItemFileChunkEntity, ItemFileDeletionEntity, ItemFileEntity } from '../modules/files/item-file.entities';

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
  SessionEntity,
  TemplateEntity,
  ShareReminderEntity,
  ShareActivityEntity,
  WebhookEndpointEntity,
  WebhookMessageEntity,
  WebhookAttemptEntity,
  WebhookShareMarkEntity,
  IdempotencyKeyEntity,
  SharePresenceEntity,
  ShareRetiredTokenEntity,
  RemovedShareEntity,
  ShareJobEntity,
  ShareJobAddressEntity,
  ShareMessageEntity,
  ShareProgressEntity,
  ChecklistScheduleEntity,
  OccurrenceEntity,
  ShareRunEntity,
  TotpEntity,
  RecoveryCodeEntity,
  SignInChallengeEntity,
  PasskeyEntity,
  WorkspaceEntity,
  WorkspaceMemberEntity,
  WorkspaceInvitationEntity,
  WorkspaceAuditEntity,
  OidcIdentityEntity,
  ShareReviewEntity,
  SigningKeyEntity,
  CompletionRecordEntity,
  ItemFileEntity,
  ItemFileChunkEntity,
  ItemFileDeletionEntity,
  WorkspaceChecklistCountsEntity,
];
