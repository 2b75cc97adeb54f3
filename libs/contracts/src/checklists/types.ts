import type { ReminderRules, ReminderRulesInput } from '../follow-through/types';
import type { ItemKind, ItemSettings } from '../answers/item-kinds';

export type ResponsePolicy = 'keep' | 'reset';

export interface Item {
  id: string;
  text: string;
  description: string | null;
  /** 1-based. */
  displayOrder: number;
  /** What the item asks (issue 46); every answer carries it, `check` being today's tick box. */
  kind?: ItemKind;
  /** Whether the item must be done for the recipient to be done; false for a heading. */
  required?: boolean;
  /** The kind's settings with their defaults; `{}` for kinds without settings. */
  settings?: ItemSettings;
}

/** A recipient's tick as the owner sees it. Never their notes: a recipient's notes are theirs alone (issue 18). */
export interface ItemResponseForOwner {
  user: { email: string };
  complete: boolean;
  updatedAt: string;
  /** When the item was completed (a note save never moves it); null while not complete. */
  completedAt: string | null;
  /** The typed answer (issue 46); a tick box's is its tick. */
  answer?: import('../answers/answer-values').AnswerValue;
  files?: { id: string; name: string; type: string; size: number; sha256: string; url: string }[];
  /** The answer is flagged for the owner's attention. */
  flagged?: boolean;
}

export interface EditItem extends Item {
  responsePolicy: ResponsePolicy | null;
  responses: ItemResponseForOwner[];
}

/** Share as the owner sees it. */
export interface Share {
  id: string;
  recipientUser: { email: string };
  sharedAt: string;
  completedItems: { itemId: string }[];
  /** The recipient's own due moment; null when the checklist's applies. */
  dueAt?: string | null;
  /** The IANA zone the due moment was chosen in, and is written in; null or absent: UTC. */
  dueTimeZone?: string | null;
  /** The recipient's own IANA zone (issue 45): their runs and reminders follow it; null: the schedule's. */
  timeZone?: string | null;
  /** Reminders and nudges sent to this recipient. */
  remindersSent?: number;
  lastRemindedAt?: string | null;
  /** When the owner may nudge this recipient again; null: now (or never, once every item is done). */
  nextNudgeAt?: string | null;
  /** When the owner revoked this recipient's link; null: the link works. */
  revokedAt?: string | null;
  /** The invitation's state (issue 18). */
  delivery?: import('../recipients/types').ShareDelivery;
  /** When the recipient first opened their link; null: not opened yet. */
  firstOpenedAt?: string | null;
  /** When the recipient was last seen on the guest page; null: never. */
  lastSeenAt?: string | null;
  /** True while the recipient has the guest page open on some device. */
  viewing?: boolean;
  /** Issue 48: the owner's review of this recipient's answers; absent: none. */
  review?: import('../review/types').ShareReview;
}

export interface ChecklistSummary {
  id: string;
  title: string;
  description: string | null;
  createdAt: string;
  /** The last change to the checklist, its items, its shares or any recipient's progress; ISO 8601 with microseconds. */
  updatedAt?: string;
  /** 1 when made, raised by each change to the title, description or items. */
  version?: number;
  items: Item[];
  shares: Share[];
  /** ISO 8601, kept to the minute; null: no due moment. */
  dueAt?: string | null;
  /** The IANA zone the due moment was chosen in, and is written in; null or absent: UTC. */
  dueTimeZone?: string | null;
  reminders?: ReminderRules;
  /** When the owner closed it; null: open. */
  closedAt?: string | null;
  /** Recurring runs (issue 45); null: none. */
  schedule?: import('../schedules/types').Schedule | null;
  /** The schedule's next occurrence; null without one, while paused or closed, or once it ended. */
  nextRunAt?: string | null;
  /** The workspace it belongs to (issue 47). */
  workspaceId?: string;
  /** Issue 48: finished recipients wait for the owner's review; absent: false. */
  review?: boolean;
  /** Issue 48: complete runs leave a completion record; absent: false. */
  records?: boolean;
}

/** How the audience stands, counted (`GET /api/checklist/{id}`): its size does not grow with the audience. */
export interface ChecklistCounts {
  /** Every share, revoked ones included (as the recipients list shows them). */
  recipients: number;
  /** Recipients who have done every item. */
  done: number;
  /** Recipients with work left who have opened their link or ticked something. */
  inProgress: number;
  /** Recipients with work left who have neither opened their link nor ticked anything. */
  notOpened: number;
  /** Recipients with work left whose due moment (their own, else the checklist's) has passed; revoked ones are not. */
  overdue: number;
  /** Recipients with an answer flagged for the owner's attention (0 until answers exist). */
  flagged: number;
  /** Recipients whose link works (not revoked): the ones 'Overall' counts (issue 44). */
  active?: number;
  /** Items done, summed over the recipients whose link works: 'Overall' is itemsDone / (items × active). */
  itemsDone?: number;
  /** Recipients 'Nudge all pending' would nudge now (work left, link working, outside the nudge rules; issue 44). */
  nudgeable?: number;
}

/** The summary as the list shows it, with `counts` instead of every share. */
export interface ChecklistDetail extends Omit<ChecklistSummary, 'shares'> {
  counts: ChecklistCounts;
}

/** `GET /api/checklist/{id}`. */
export interface ChecklistDetailResponse {
  checklist: ChecklistDetail;
}

/** `GET /api/checklist/{id}/shares?cursor=&limit=`: the recipients, oldest share first ((sharedAt, id)). */
export interface SharePage {
  shares: Share[];
  /** Pass as `cursor` for the next page; null: no more. */
  nextCursor: string | null;
  /** Every share of the checklist. */
  total: number;
}

export interface ChecklistForEdit extends Omit<ChecklistSummary, 'items'> {
  items: EditItem[];
}

/** An item on `/edit?responses=none`: whether anyone responded to it instead of every response. */
export interface EditItemLight extends Item {
  responsePolicy: ResponsePolicy | null;
  /** Someone has responded to it: changing it needs a `responsePolicy`. */
  hasResponses: boolean;
}

/** `GET /api/checklist/{id}/edit?responses=none`: the edit view whose size does not grow with the audience (counts instead of shares). */
export interface ChecklistForEditLight extends Omit<ChecklistDetail, 'items'> {
  items: EditItemLight[];
}

export interface Pagination {
  page: number;
  per_page: number;
  total: number;
  has_next: boolean;
  next_page: number | null;
  /** With `cursor` or `updatedSince` only: pass as `cursor` for the next page; null at the end. */
  next_cursor?: string | null;
}

export interface ChecklistPage {
  items: ChecklistSummary[];
  pagination: Pagination;
}

/** `GET /api/checklist?shares=none`: the same page with counts instead of every share. */
export interface ChecklistCountedPage {
  items: ChecklistDetail[];
  pagination: Pagination;
}

export interface ItemInput {
  text: string;
  description?: string | null;
  displayOrder: number;
  /** Left out on create: `check`; on update: unchanged. */
  kind?: ItemKind;
  required?: boolean;
  settings?: ItemSettings;
}

export interface CreateChecklistRequest {
  title: string;
  description?: string | null;
  items: ItemInput[];
  dueAt?: string | null;
  /** The zone `dueAt` was chosen in (the browser's); absent: UTC. Written only with `dueAt`. */
  dueTimeZone?: string | null;
  reminders?: ReminderRulesInput;
  /** Recurring runs (issue 45): null for none; on update, left out, unchanged. */
  schedule?: import('../schedules/types').ScheduleInput | null;
  /** The workspace to create it in (issue 47); absent: the personal one. */
  workspaceId?: string;
  /** Issue 48: left out, false on create and unchanged on update. */
  review?: boolean;
  records?: boolean;
}

export interface UpdateItemInput extends ItemInput {
  id: string | null;
  responsePolicy?: ResponsePolicy | null;
}

export interface UpdateChecklistRequest {
  id?: string;
  title: string;
  description?: string | null;
  items: UpdateItemInput[];
  /** Left out: unchanged; null: removed. */
  dueAt?: string | null;
  /** The zone `dueAt` was chosen in (the browser's); absent: UTC. Written only with `dueAt`. */
  dueTimeZone?: string | null;
  /** Left out: unchanged; given: each rule left out takes its default. */
  reminders?: ReminderRulesInput;
  /** Issue 48: left out, unchanged. */
  review?: boolean;
  records?: boolean;
}
