import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { MEMBER_REMOVED, type MemberRemovedEvent } from '../workspaces/member-removed.event';
import { WebhookEndpointsRepository } from './webhook-endpoints.repository';

/**
 * Issue 47: a member removed from a workspace (or leaving it) no longer places endpoints there, so
 * the endpoints they made in it are paused; its admins see them paused and may resume or delete them.
 */
@Injectable()
export class WebhooksMembershipListener {
  constructor(private readonly endpoints: WebhookEndpointsRepository) {}

  @OnEvent(MEMBER_REMOVED, { promisify: true })
  async pauseTheirs(event: MemberRemovedEvent): Promise<void> {
    await this.endpoints.pauseOfMember(event.workspaceId, event.userId);
  }
}
