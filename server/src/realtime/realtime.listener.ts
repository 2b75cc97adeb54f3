import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { ShareActivityEvent, ShareDeliveryEvent, SharePresenceEvent, ShareProgressEvent, ShareRemindedEvent } from '@ticklist/contracts';
import { ACCESS_TOKENS_REVOKED, type AccessTokensRevokedEvent } from '../modules/auth/access-tokens/access-tokens-revoked.event';
import { SESSIONS_REVOKED, type SessionsRevokedEvent } from '../modules/auth/session/sessions-revoked.event';
import { MEMBER_REMOVED, type MemberRemovedEvent } from '../modules/workspaces/member-removed.event';
import { PROGRESS_RESET, type ProgressResetEvent } from '../modules/checklists/progress-reset.event';
import { SHARE_REMINDED, type ShareRemindedDomainEvent } from '../modules/follow-up/share-reminded.event';
import { SHARE_PRESENCE_CHANGED, type SharePresenceChangedEvent } from '../modules/presence/share-presence.event';
import { SHARE_LINK_CLOSED, type ShareLinkClosedEvent } from '../modules/recipients/share-link-closed.event';
import { RESPONSE_SAVED, type ResponseSavedEvent } from '../modules/responses/response-saved.event';
import { SHARE_ACTIVITY_RECORDED, type ShareActivityRecordedEvent } from '../modules/shares/share-activity.event';
import { SHARE_JOB_PROGRESSED, type ShareJobProgressedEvent } from '../modules/share-jobs/share-job-progressed.event';
import { SHARE_DELIVERY_CHANGED, type ShareDeliveryChangedEvent } from '../modules/shares/share-delivery.event';
import { SHARE_MESSAGE_DELETED, SHARE_MESSAGE_POSTED, type ShareMessageDeletedDomainEvent, type ShareMessagePostedEvent } from '../modules/messages/message-posted.event';
import { RUNS_STARTED, type RunsStartedEvent } from '../modules/schedules/run-started.event';
import { SHARE_REVIEWED, type ShareReviewedEvent } from '../modules/review/review.events';
import { RealtimeGateway } from './realtime.gateway';

/** Exactly the contract's fields, nothing more (the domain events may grow). */
export function toShareProgress(event: Omit<ShareProgressEvent, 'complete'>, complete: boolean): ShareProgressEvent {
  return {
    checklistId: event.checklistId,
    shareId: event.shareId,
    recipientEmail: event.recipientEmail,
    itemId: event.itemId,
    complete,
    completedItems: event.completedItems.map((c) => ({ itemId: c.itemId })),
    totalItems: event.totalItems,
    updatedAt: event.updatedAt,
    seq: event.seq,
    ...(event.runId ? { runId: event.runId } : {}),
  };
}

/** The fields of a push, each named once: `satisfies` fails the build if one is missing or not the contract's. */
type FieldsOf<T> = Record<keyof T, true>;
const REMINDED_FIELDS = { checklistId: true, shareId: true, remindersSent: true, lastRemindedAt: true } satisfies FieldsOf<ShareRemindedEvent>;
const PRESENCE_FIELDS = { checklistId: true, shareId: true, viewing: true, lastSeenAt: true } satisfies FieldsOf<SharePresenceEvent>;

/** Exactly `fields` of a domain event (which may grow), as the push of the contract type they name. */
export function onlyFields<T>(event: T, fields: FieldsOf<T>): T {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, event[key as keyof T]])) as T;
}

/**
 * The domain events the sockets hear about, all committed before they are emitted: a tick and a
 * progress reset become `share:progress` for the checklist's watchers and the share's guest
 * sockets (notes are personal: a notes save pushes nothing); ended sessions close their owner
 * sockets, and closed links their guest sockets.
 */
@Injectable()
export class RealtimeListener {
  constructor(private readonly gateway: RealtimeGateway) {}

  /** Issue 47: a member removed from a workspace stops watching its checklists at once, on every process. */
  @OnEvent(MEMBER_REMOVED)
  onMemberRemoved(event: MemberRemovedEvent): void {
    this.gateway.leaveChecklists(event.userId, event.checklistIds);
  }

  @OnEvent(RESPONSE_SAVED)
  onResponseSaved(event: ResponseSavedEvent): void {
    if (event.key === 'notes') return;
    const progress = toShareProgress(event, event.complete);
    this.gateway.broadcastProgress(event.key === 'answer' ? { ...progress, answer: event.answer ?? null, flagged: event.flagged ?? false } : progress);
  }

  @OnEvent(PROGRESS_RESET)
  onProgressReset(event: ProgressResetEvent): void {
    this.gateway.broadcastProgress(toShareProgress(event, false));
  }

  /** A reminder or nudge went out: `share:reminded` to the checklist's watchers, with exactly the contract's fields. */
  @OnEvent(SHARE_REMINDED)
  onShareReminded(event: ShareRemindedDomainEvent): void {
    this.gateway.broadcastToOwners('share:reminded', onlyFields<ShareRemindedEvent>(event, REMINDED_FIELDS));
  }

  /** An invitation was queued, sent or failed: `share:delivery` to the checklist's owners, with exactly the contract's fields. */
  @OnEvent(SHARE_DELIVERY_CHANGED)
  onShareDelivery(event: ShareDeliveryChangedEvent): void {
    const { status, at, error } = event.delivery;
    const pushed: ShareDeliveryEvent = { checklistId: event.checklistId, shareId: event.shareId, delivery: error ? { status, at, error } : { status, at } };
    this.gateway.broadcastToOwners('share:delivery', pushed);
  }

  /** A recurring checklist's occurrence started its runs (issue 45): `run:started` to the checklist's owners and the guest pages of the shares that got one. */
  @OnEvent(RUNS_STARTED)
  onRunsStarted(event: RunsStartedEvent): void {
    this.gateway.broadcastRunStarted({ checklistId: event.checklistId, occurrenceId: event.occurrenceId, startsAt: event.startsAt }, event.shareIds ?? []);
  }

  /** A share job was made or took a step: `share:job` to the checklist's owners. */
  @OnEvent(SHARE_JOB_PROGRESSED)
  onShareJob(event: ShareJobProgressedEvent): void {
    this.gateway.broadcastToOwners('share:job', { checklistId: event.checklistId, job: event.job });
  }

  /** A new activity entry: `share:activity` to the checklist's owners (never a note's text: entries hold none). */
  @OnEvent(SHARE_ACTIVITY_RECORDED)
  onShareActivity(event: ShareActivityRecordedEvent): void {
    const { id, kind, at, item } = event.entry;
    const entry: ShareActivityEvent['entry'] = item === undefined ? { id, kind, at } : { id, kind, at, item: item && { id: item.id, text: item.text } };
    this.gateway.broadcastToOwners('share:activity', { checklistId: event.checklistId, shareId: event.shareId, entry });
  }

  /** A recipient opened or left the guest page: `share:presence` to the checklist's watchers, exactly the contract's fields. */
  @OnEvent(SHARE_PRESENCE_CHANGED)
  onSharePresence(event: SharePresenceChangedEvent): void {
    this.gateway.broadcastToOwners('share:presence', onlyFields<SharePresenceEvent>(event, PRESENCE_FIELDS));
  }

  /** A message was stored: `share:message` to the checklist's owners and the share's guest sockets. */
  @OnEvent(SHARE_MESSAGE_POSTED)
  onShareMessage(event: ShareMessagePostedEvent): void {
    this.gateway.broadcastToShare('share:message', { checklistId: event.checklistId, shareId: event.shareId, message: event.message });
  }

  /** Its author deleted a message: `share:message-deleted` to the same sockets. */
  @OnEvent(SHARE_MESSAGE_DELETED)
  onShareMessageDeleted(event: ShareMessageDeletedDomainEvent): void {
    this.gateway.broadcastToShare('share:message-deleted', { checklistId: event.checklistId, shareId: event.shareId, messageId: event.messageId });
  }

  /** A review changed (issue 48): `share:review` to the checklist's owners and the share's guest sockets. */
  @OnEvent(SHARE_REVIEWED)
  onShareReviewed(event: ShareReviewedEvent): void {
    this.gateway.broadcastToShare('share:review', { checklistId: event.checklistId, shareId: event.shareId, runId: event.runId, review: event.review });
  }

  /** Revoked, replaced or deleted links (a checklist or account deleted too): their guest sockets are closed (a reconnect is refused). */
  @OnEvent(SHARE_LINK_CLOSED)
  onShareLinkClosed(event: ShareLinkClosedEvent): void {
    if (!event || !Array.isArray(event.shareIds)) return;
    this.gateway.disconnectShares(event.shareIds.filter((id) => typeof id === 'string'));
  }

  /** Ended sessions: the named ones' owner sockets are closed, or every one of the account's. */
  @OnEvent(SESSIONS_REVOKED)
  onSessionsRevoked(event: SessionsRevokedEvent): void {
    if (!event || typeof event.userId !== 'string') return;
    if (Array.isArray(event.sessionIds)) this.gateway.disconnectSessions(event.sessionIds.filter((id) => typeof id === 'string'));
    else this.gateway.disconnectUser(event.userId);
  }

  /** Revoked personal access tokens (or all of an account's): the sockets opened with them are closed. */
  @OnEvent(ACCESS_TOKENS_REVOKED)
  onAccessTokensRevoked(event: AccessTokensRevokedEvent): void {
    if (!event || typeof event.userId !== 'string') return;
    this.gateway.disconnectTokens(event.userId, Array.isArray(event.tokenIds) ? event.tokenIds.filter((id) => typeof id === 'string') : undefined);
  }
}
