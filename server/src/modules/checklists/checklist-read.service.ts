import { Inject, Injectable } from '@nestjs/common';
import { CHECKLIST_PAGE_SIZE, CHECKLIST_MESSAGES, SHARE_PAGE_DEFAULT, type ChecklistDetail, type ChecklistForEditLight, type ChecklistProgress, type ChecklistQueryStatus, type ChecklistSummary, type SharePage, type AnswerFileWithUrl } from '@ticklist/contracts';
import type { EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { notFound } from '../../common/domain-error';
import type { JsonText } from '../../common/json-text';
import { AnswerFilesService, answerKey } from '../files/answer-files.service';
import { ItemResponsesRepository } from '../responses/item-responses.repository';
import { ChecklistsRepository, type Audience, type ChecklistChangesQuery, type ShareCursor } from './checklists.repository';
import { encodeChecklistCursor, WALK_START } from './changes-query';
import { encodeShareCursor } from './share-page-query';
import { DEFAULT_SHARE_LIST, type ShareListView } from './share-list.sql';
import { containsPattern } from './search-query';

/** One recipient's response to one item, for the edit page. */
export interface ItemResponseRow {
  itemId: string;
  recipientEmail: string;
  complete: boolean;
  updatedAt: string;
  completedAt: string | null;
  answer: unknown;
  flagged: boolean;
  /** The answer's files (issue 46), each with a signed URL. */
  files?: AnswerFileWithUrl[];
}

export interface ChecklistWithResponses {
  summary: ChecklistSummary;
  responses: ItemResponseRow[];
}

export interface ChecklistPageResult {
  /**
   * The page's summaries as PostgreSQL wrote them (a page is some 50 KB of JSON: parsing it only to
   * write it again was half the process's CPU per page); with counts instead of shares (ChecklistDetail) for `?shares=none`.
   */
  summaries: JsonText<ChecklistSummary[] | ChecklistDetail[]>;
  page: number;
  total: number;
  /** Only for a walk in (updatedAt, id) order: the next page's cursor, null at the end. */
  nextCursor?: string | null;
}

/**
 * The owner's reads. Every lookup is scoped to the owner: someone else's checklist is "not found".
 * A page is one statement whatever it holds: PostgreSQL builds the summaries (checklists.repository.ts).
 */
@Injectable()
export class ChecklistReadService {
  constructor(
    private readonly checklists: ChecklistsRepository,
    private readonly responses: ItemResponsesRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly answerFiles: AnswerFilesService,
  ) {}

  /** A page of the owner's checklists that meet `status` and, when given, have `query` in their title; each with its shares or its counts. */
  /** A page of one workspace's checklists (issue 47: the caller's access to it checked before). */
  async page(workspaceId: string, page: number, status: ChecklistQueryStatus = 'all', query: string | null = null, audience: Audience = 'shares'): Promise<ChecklistPageResult> {
    const now = this.clock.now();
    const pattern = query === null ? null : containsPattern(query);
    const row = await this.checklists.page(workspaceId, CHECKLIST_PAGE_SIZE, (page - 1) * CHECKLIST_PAGE_SIZE, status, now, pattern, audience);
    return { summaries: row.items, page, total: row.total };
  }

  /**
   * A page of one workspace's checklists in (updatedAt, id) order (issue 42) after `query.after`,
   * `query.offset` rows in; `nextCursor` names the page's last checklist while any comes after it
   * (after an empty page still to come, the position it went on from).
   */
  async changes(workspaceId: string, page: number, query: Omit<ChecklistChangesQuery, 'offset'>): Promise<ChecklistPageResult> {
    const row = await this.checklists.changesPage(workspaceId, CHECKLIST_PAGE_SIZE, this.clock.now(), { ...query, offset: (page - 1) * CHECKLIST_PAGE_SIZE });
    const last = row.last_at_us !== null && row.last_id !== null ? { atUs: row.last_at_us, id: row.last_id } : (query.after ?? WALK_START);
    return { summaries: row.items, page, total: row.total, nextCursor: row.more ? encodeChecklistCursor(last) : null };
  }

  /** The owner's checklist as a summary, or 404 'Checklist not found' (also for someone else's). */
  async summary(ownerId: string, id: string, manager?: EntityManager): Promise<ChecklistSummary> {
    const summary = await this.checklists.ownedSummary(ownerId, id, this.clock.now(), manager);
    if (!summary) throw notFound(CHECKLIST_MESSAGES.notFound);
    return summary;
  }

  /** The owner's checklist with counts instead of shares (its size does not grow with the audience), or 404. */
  async detail(ownerId: string, id: string): Promise<ChecklistDetail> {
    const detail = await this.checklists.ownedDetail(ownerId, id, this.clock.now());
    if (!detail) throw notFound(CHECKLIST_MESSAGES.notFound);
    return detail;
  }

  /**
   * A page of the checklist's recipients after `cursor`, in the view's order and filtered by it (by
   * default every recipient in (sharedAt, id) order), or 404. One more is read to know whether a next page exists.
   */
  async sharePage(ownerId: string, id: string, limit: number, cursor: ShareCursor | null, view: ShareListView = DEFAULT_SHARE_LIST): Promise<SharePage> {
    const row = await this.checklists.sharePage(ownerId, id, this.clock.now(), limit + 1, cursor, view);
    if (!row) throw notFound(CHECKLIST_MESSAGES.notFound);
    const page = row.shares.slice(0, limit);
    const last = page[page.length - 1];
    const nextCursor = row.shares.length > limit && last ? encodeShareCursor({ atUs: last.atUs, id: last.share.id }) : null;
    return { shares: page.map((p) => p.share), nextCursor, total: row.total };
  }

  /**
   * The checklist's progress as a socket is sent it (checklist:snapshot, a subscribe's answer): its
   * counts as `detail` reads them and the first page of recipients as `sharePage` does, or 404.
   */
  async progress(ownerId: string, id: string): Promise<ChecklistProgress> {
    const { counts } = await this.detail(ownerId, id);
    const page = await this.sharePage(ownerId, id, SHARE_PAGE_DEFAULT, null);
    return { counts, shares: page.shares, nextCursor: page.nextCursor, total: page.total };
  }

  /** `/edit?responses=none`: the checklist with counts, each item saying whether anyone responded to it, or 404. */
  async forEditLight(ownerId: string, id: string): Promise<ChecklistForEditLight> {
    const detail = await this.detail(ownerId, id);
    const answered = await this.responses.itemsWithResponses(id);
    return { ...detail, items: detail.items.map((item) => ({ ...item, responsePolicy: null, hasResponses: answered.has(item.id) })) };
  }

  async forEdit(ownerId: string, id: string): Promise<ChecklistWithResponses> {
    const summary = await this.summary(ownerId, id);
    const rows = await this.responses.ofChecklistForEdit(id);
    const files = await this.answerFiles.ofChecklist(id, summary.items.map((i) => i.kind ?? 'check'));
    const responses = rows.map((r) => ({
      itemId: r.item_id,
      recipientEmail: r.email,
      complete: r.complete,
      updatedAt: r.updated_at,
      completedAt: r.completed_at,
      answer: r.answer,
      flagged: r.flagged,
      files: files.get(answerKey(r.share_id, r.item_id)) ?? [],
    }));
    return { summary, responses };
  }
}
