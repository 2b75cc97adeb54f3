import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GUEST_PAST_RUNS, RUN_MESSAGES, SHARING_MESSAGES, type AnswerFileWithUrl, type GuestPastRun, type GuestRun } from '@ticklist/contracts';
import { isUuid } from '../../common/uuid';
import { GuestRunsRepository } from '../schedules/guest-runs.repository';
import { guestRunUrl } from './guest-run-url';
import { notFound } from '../../common/domain-error';
import { ChecklistItemsRepository, type SharedItemRow } from '../checklists/checklist-items.repository';
import { AnswerFilesService, answerKey } from '../files/answer-files.service';
import { announceActivity } from '../shares/share-activity.announce';
import { SharesRepository, type GuestShareRow } from '../shares/shares.repository';
import { WebhookOutbox } from '../webhooks/webhook-outbox';
import { SavePathWarmUp } from './save-path-warm-up';
import { ShareAccessService } from './share-access.service';

export interface GuestShareView {
  share: GuestShareRow;
  items: SharedItemRow[];
  /** The run shown and the latest past ones (issue 45); null and empty without a schedule. */
  run?: GuestRun | null;
  pastRuns?: GuestPastRun[];
  /** The answers' files by item (issue 46), each with a signed URL; absent: none. */
  files?: Map<string, AnswerFileWithUrl[]>;
}

/** What a guest sees through their link: the checklist, its items in order and their own responses. */
@Injectable()
export class GuestShareService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: ShareAccessService,
    private readonly shares: SharesRepository,
    private readonly items: ChecklistItemsRepository,
    private readonly events: EventEmitter2,
    private readonly webhooks: WebhookOutbox,
    private readonly savePath: SavePathWarmUp,
    private readonly runs: GuestRunsRepository,
    private readonly answerFiles: AnswerFilesService,
  ) {}

  /**
   * The guest's page. Reading it records nothing: mail scanners fetch (and some render) every link
   * on arrival, so an opening is recorded only by `seen`, which the page calls once a person is there.
   */
  async view(accessToken: string): Promise<GuestShareView> {
    const found = await this.access.requireActive(accessToken);
    // A recipient who opens their list is about to tick: have the save statements ready.
    void this.savePath.prime();
    return this.withFiles(await this.read(found.shareId, accessToken));
  }

  /** A run of the link by its own URL (issue 45), past or current: 404 when it is not one of the link's. */
  async viewRun(accessToken: string, runId: string): Promise<GuestShareView> {
    const found = await this.access.requireActive(accessToken);
    if (!isUuid(runId)) throw notFound(RUN_MESSAGES.runNotFound);
    return this.withFiles(await this.read(found.shareId, accessToken, runId.toLowerCase()));
  }

  /**
   * The page was seen by a person (visible for 2 s, or a first click or key): the opening is
   * recorded (the first time, then once a day) by the statement that finds the share.
   */
  async seen(accessToken: string): Promise<void> {
    const found = await this.access.openActive(accessToken);
    announceActivity(this.events, found.checklistId, found.shareId, found.opened);
    // share.opened, on the first opening only (the outbox statement also marks it once per share).
    if (found.opened.first_open) await this.webhooks.shareOpened(found.shareId);
  }

  /**
   * The same page for the HTML of a guest link (painted before its scripts run). Null for a link that is unknown, revoked or replaced (the page then asks the API).
   */
  async peek(accessToken: string): Promise<GuestShareView | null> {
    const found = await this.access.findByAccessToken(accessToken);
    return found ? this.withFiles(await this.read(found.shareId, accessToken)) : null;
  }

  private async withFiles(view: GuestShareView): Promise<GuestShareView> {
    const byAnswer = await this.answerFiles.ofShare(view.share.id, view.items.map((i) => i.kind));
    if (!byAnswer.size) return view;
    const files = new Map(view.items.map((i) => [i.id, byAnswer.get(answerKey(view.share.id, i.id)) ?? []]));
    return { ...view, files };
  }

  /** The page of the run `runId` (null: the current run, or none without a schedule). */
  private read(shareId: string, accessToken: string, runId: string | null = null): Promise<GuestShareView> {
    // One snapshot for the reads, so the items and responses agree.
    return this.dataSource.transaction('REPEATABLE READ', async (m) => {
      const share = await this.shares.forGuest(shareId, m);
      if (!share) throw notFound(SHARING_MESSAGES.shareNotFound);
      const run = await this.runs.shown(shareId, runId, m);
      if (runId && !run) throw notFound(RUN_MESSAGES.runNotFound);
      const past = await this.runs.past(shareId, null, GUEST_PAST_RUNS, m);
      const pastRuns = past.map(({ item }) => ({ ...item, url: guestRunUrl(accessToken, item.id) }));
      return { share, items: await this.items.withResponsesOfShare(share.checklist_id, shareId, m, run?.id ?? null), run, pastRuns };
    });
  }
}
