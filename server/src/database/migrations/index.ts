import { InitialSchema1763780000000 } from './1763780000000-InitialSchema';
import { MailJobStatus1795592585483 } from './1795592585483-MailJobStatus';
import { ScheduledRuns1795593415154 } from './1795593415154-ScheduledRuns';
import { PersonalAccessTokens1795600000000 } from './1795600000000-PersonalAccessTokens';
import { IdempotencyKeys1795600100000 } from './1795600100000-IdempotencyKeys';
import { FollowThrough1795600200000 } from './1795600200000-FollowThrough';
import { ChecklistTemplates1795700000000 } from './1795700000000-ChecklistTemplates';
import { ChecklistClosedAt1795700100000 } from './1795700100000-ChecklistClosedAt';
import { RecipientLinks1795800000000 } from './1795800000000-RecipientLinks';
import { ResponseCompletedAt1795800100000 } from './1795800100000-ResponseCompletedAt';
import { RecipientActivity1795800200000 } from './1795800200000-RecipientActivity';
import { SharePresence1795800300000 } from './1795800300000-SharePresence';
import { Webhooks1795900000000 } from './1795900000000-Webhooks';
import { SharePresenceWrite1796000000000 } from './1796000000000-SharePresenceWrite';
import { OptOutSaidAsAnyFailure1796100000000 } from './1796100000000-OptOutSaidAsAnyFailure';
import { WebhookDeliveryOrder1796104100000 } from './1796104100000-WebhookDeliveryOrder';
import { Sessions1796115000000 } from './1796115000000-Sessions';
import { DecoratedRecipients1796200000000 } from './1796200000000-DecoratedRecipients';
import { ChecklistVersion1796204200000 } from './1796204200000-ChecklistVersion';
import { SharesChecklistOrder1796204300000 } from './1796204300000-SharesChecklistOrder';
import { RemovedShares1796220000000 } from './1796220000000-RemovedShares';
import { IdempotentAnswerText1796221000000 } from './1796221000000-IdempotentAnswerText';
import { WebhookResumedAt1796230000000 } from './1796230000000-WebhookResumedAt';
import { ShareProgressFigures1796240000000 } from './1796240000000-ShareProgressFigures';
import { ShareListOrders1796241000000 } from './1796241000000-ShareListOrders';
import { ShareJobs1796250000000 } from './1796250000000-ShareJobs';
import { ReminderChecks1796260000000 } from './1796260000000-ReminderChecks';
import { BoundedHousekeeping1796261000000 } from './1796261000000-BoundedHousekeeping';
import { AccountDeletionInBatches1796262000000 } from './1796262000000-AccountDeletionInBatches';
import { DueTimeZone1796270000000 } from './1796270000000-DueTimeZone';
import { ShareProgressSeq1796300000000 } from './1796300000000-ShareProgressSeq';
import { ChecklistSchedules1796400000000 } from './1796400000000-ChecklistSchedules';
import { Runs1796401000000 } from './1796401000000-Runs';
import { ItemKinds1796500000000 } from './1796500000000-ItemKinds';
import { ResponseAnswers1796501000000 } from './1796501000000-ResponseAnswers';
import { SecondFactor1796600000000 } from './1796600000000-SecondFactor';
import { Passkeys1796601000000 } from './1796601000000-Passkeys';
import { ShareMessages1796700000000 } from './1796700000000-ShareMessages';
import { Workspaces1797000000000 } from './1797000000000-Workspaces';
import { WorkspaceInvitations1797001000000 } from './1797001000000-WorkspaceInvitations';
import { WorkspaceAudit1797002000000 } from './1797002000000-WorkspaceAudit';
import { ChecklistChangeStamps1798000000000 } from './1798000000000-ChecklistChangeStamps';
import { ChecklistStatusFigures1798100000000 } from './1798100000000-ChecklistStatusFigures';
import { ResponseRuns1798300000000 } from './1798300000000-ResponseRuns';
import { RunCompletion1798301000000 } from './1798301000000-RunCompletion';
import { ItemFiles1798400000000 } from './1798400000000-ItemFiles';
import { WorkspaceAuditRetention1798500000000 } from './1798500000000-WorkspaceAuditRetention';
import { ShareReviews1798600000000 } from './1798600000000-ShareReviews';
import { CompletionRecords1798601000000 } from './1798601000000-CompletionRecords';
import { OidcIdentities1798700000000 } from './1798700000000-OidcIdentities';
import { RunReminders1799100000000 } from './1799100000000-RunReminders';
import { RecipientTimeZones1799101000000 } from './1799101000000-RecipientTimeZones';
import { OptionalItems1799200000000 } from './1799200000000-OptionalItems';
import { AuditFormerMembers1799300000000 } from './1799300000000-AuditFormerMembers';
import { ChecklistChangeIndexes1799600000000 } from './1799600000000-ChecklistChangeIndexes';
import { WorkspaceChecklistCounts1799601000000 } from './1799601000000-WorkspaceChecklistCounts';

/**
 * Every migration, in order. Listed rather than globbed so the same list runs from the compiled
 * server, under jest (TypeScript sources) and from the CLIs. Add each new migration here.
 */
export const MIGRATIONS = [
  InitialSchema1763780000000,
  MailJobStatus1795592585483,
  ScheduledRuns1795593415154,
  PersonalAccessTokens1795600000000,
  IdempotencyKeys1795600100000,
  FollowThrough1795600200000,
  ChecklistTemplates1795700000000,
  ChecklistClosedAt1795700100000,
  RecipientLinks1795800000000,
  ResponseCompletedAt1795800100000,
  RecipientActivity1795800200000,
  SharePresence1795800300000,
  Webhooks1795900000000,
  SharePresenceWrite1796000000000,
  OptOutSaidAsAnyFailure1796100000000,
  WebhookDeliveryOrder1796104100000,
  Sessions1796115000000,
  DecoratedRecipients1796200000000,
  ChecklistVersion1796204200000,
  SharesChecklistOrder1796204300000,
  RemovedShares1796220000000,
  IdempotentAnswerText1796221000000,
  WebhookResumedAt1796230000000,
  ShareProgressFigures1796240000000,
  ShareListOrders1796241000000,
  ShareJobs1796250000000,
  ReminderChecks1796260000000,
  BoundedHousekeeping1796261000000,
  AccountDeletionInBatches1796262000000,
  DueTimeZone1796270000000,
  ShareProgressSeq1796300000000,
  ChecklistSchedules1796400000000,
  Runs1796401000000,
  ItemKinds1796500000000,
  ResponseAnswers1796501000000,
  SecondFactor1796600000000,
  Passkeys1796601000000,
  ShareMessages1796700000000,
  Workspaces1797000000000,
  WorkspaceInvitations1797001000000,
  WorkspaceAudit1797002000000,
  ChecklistChangeStamps1798000000000,
  ChecklistStatusFigures1798100000000,
  ResponseRuns1798300000000,
  RunCompletion1798301000000,
  ItemFiles1798400000000,
  WorkspaceAuditRetention1798500000000,
  ShareReviews1798600000000,
  CompletionRecords1798601000000,
  OidcIdentities1798700000000,
  RunReminders1799100000000,
  RecipientTimeZones1799101000000,
  OptionalItems1799200000000,
  AuditFormerMembers1799300000000,
  ChecklistChangeIndexes1799600000000,
  WorkspaceChecklistCounts1799601000000,
];
