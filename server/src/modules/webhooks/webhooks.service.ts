import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { WEBHOOK_MAX_ENDPOINTS, WEBHOOK_MESSAGES as M, type WebhookEventType } from '@ticklist/contracts';
import { fieldErrors, notFound } from '../../common/domain-error';
import { RETRY_WINDOW_MS } from './backoff';
import { WebhookAttemptsRepository, type WebhookAttemptRow } from './webhook-attempts.repository';
import { WebhookEndpointsRepository, type WebhookEndpointRow } from './webhook-endpoints.repository';
import { WebhookExpiry } from './webhook-expiry';
import { WebhookMessagesRepository } from './webhook-messages.repository';
import { WebhookSigner } from './webhook-signer';
import type { Caller } from '../workspaces/checklist-access';
import { WorkspaceAccess } from '../workspaces/workspace-access';
import { WorkspacesRepository } from '../workspaces/workspaces.repository';

/** A workspace's endpoints, managed by its admins (issue 47): create (the secret shown once), list, pause/resume, events, rotate, delete, log, redeliver. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly endpoints: WebhookEndpointsRepository,
    private readonly attempts: WebhookAttemptsRepository,
    private readonly messages: WebhookMessagesRepository,
    private readonly signer: WebhookSigner,
    private readonly expiry: WebhookExpiry,
    private readonly workspaces: WorkspaceAccess,
    private readonly workspaceRows: WorkspacesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The endpoints of the workspace `workspaceId` names (its admins'; absent: the caller's personal one). */
  async list(caller: Caller, workspaceId: unknown): Promise<WebhookEndpointRow[]> {
    return this.endpoints.listOfWorkspace(await this.workspaces.named(caller, workspaceId, 'admin'));
  }

  /** A new endpoint in the workspace `input.workspaceId` names (admin there; absent: the personal one), up to the cap per workspace. */
  async create(caller: Caller, input: { url: string; events: WebhookEventType[]; workspaceId?: unknown }): Promise<{ endpoint: WebhookEndpointRow; secret: string }> {
    const workspaceId = await this.workspaces.named(caller, input.workspaceId, 'admin');
    const { secret, sealed } = this.signer.newSecret();
    const endpoint = await this.endpoints.insert({ ownerId: caller.userId, workspaceId, url: input.url, events: input.events, secretSealed: sealed }, WEBHOOK_MAX_ENDPOINTS);
    if (!endpoint) throw fieldErrors({ url: (await this.workspaceRows.personalOf(caller.userId)) === workspaceId ? M.tooMany : M.tooManyInWorkspace });
    return { endpoint, secret };
  }

  /** Resuming first expires what waited longer than a paused endpoint keeps (another owner's id matches nothing). */
  async update(ownerId: string, id: string, change: { paused?: boolean; events?: WebhookEventType[] }): Promise<WebhookEndpointRow> {
    if (change.paused === false && (await this.endpoints.findForOwner(ownerId, id))) await this.expiry.expire(this.clock.now(), id);
    const endpoint = await this.endpoints.update(ownerId, id, change);
    if (!endpoint) throw notFound(M.notFound);
    return endpoint;
  }

  /** A new secret; the previous one keeps signing alongside it for 24 hours. */
  async rotate(ownerId: string, id: string): Promise<{ endpoint: WebhookEndpointRow; secret: string; previousUntil: Date }> {
    const { secret, sealed } = this.signer.newSecret();
    const endpoint = await this.endpoints.rotate(ownerId, id, sealed, RETRY_WINDOW_MS);
    if (!endpoint) throw notFound(M.notFound);
    return { endpoint, secret, previousUntil: new Date(endpoint.previous_secret_until) };
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.endpoints.delete(ownerId, id))) throw notFound(M.notFound);
  }

  async deliveries(ownerId: string, id: string): Promise<WebhookAttemptRow[]> {
    if (!(await this.endpoints.findForOwner(ownerId, id))) throw notFound(M.notFound);
    return this.attempts.listOfEndpoint(id);
  }

  /** Queues the attempt's event again (same event id); the sender takes it within a second. */
  async redeliver(ownerId: string, id: string, deliveryId: string): Promise<string> {
    if (!(await this.endpoints.findForOwner(ownerId, id))) throw notFound(M.notFound);
    const eventId = await this.messages.requeue(ownerId, id, deliveryId);
    if (!eventId) throw notFound(M.deliveryNotFound);
    return eventId;
  }
}
