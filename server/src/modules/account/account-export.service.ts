import { Injectable } from '@nestjs/common';
import type { AccountExport, ExportedMessage, ExportedRecord, ExportedRun, MessageAuthor } from '@ticklist/contracts';
import { groupBy } from '../../common/group-by';
import { TotpRepository } from '../auth/mfa/totp.repository';
import { PasskeysRepository } from '../auth/passkeys/passkeys.repository';
import { RecordsService } from '../records/records.service';
import { TemplatesRepository } from '../templates/templates.repository';
import { toUserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { AccountExportRepository, type ExportCursor, type RunExportRow } from './account-export.repository';
import { templateItem } from '../templates/template.mapper';
import { toNotificationSettings } from './account.mapper';
import { AccountMemberships } from './account-memberships';

const iso = (d: Date | string) => new Date(d).toISOString();
/** Checklists (or received shares) per page: each page costs a fixed number of statements. */
const PAGE = 200;

type Checklist = AccountExport['checklists'][number];
type Received = AccountExport['sharedWithMe'][number];

/** The rows of one key, in their order ([] for none). */
function lookup<T>(rows: T[], key: (row: T) => string): (k: string) => T[] {
  const groups = groupBy(rows, key);
  return (k) => groups.get(k) ?? [];
}

const cursorOf = (row: { cursor_us: string; id: string }): ExportCursor => ({ atUs: row.cursor_us, id: row.id });

/**
 * GET /api/user/export-data: everything the account holds. For shares it made, each recipient's
 * address, ticks (their progress on this owner's checklist) and activity record, but never their private notes;
 * for shares it received, its own ticks and notes.
 *
 * Written as it is read (issue 43): the JSON text streams out a page of checklists (then of
 * received shares) at a time, so memory stays flat at 100,000 checklists; the document is the
 * same as when it was built whole.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly rows: AccountExportRepository,
    private readonly templateRows: TemplatesRepository,
    private readonly totp: TotpRepository,
    private readonly passkeys: PasskeysRepository,
    private readonly memberships: AccountMemberships,
    private readonly records: RecordsService,
  ) {}

  /** The export's JSON text, a page at a time. */
  async *stream(userId: string, now = new Date()): AsyncIterable<string> {
    const user = (await this.users.findById(userId))!;
    const dto = toUserDto(user);
    const head: Pick<AccountExport, 'exportedAt' | 'profile' | 'notificationSettings' | 'signIn'> = {
      exportedAt: now.toISOString(),
      profile: {
        id: dto.id,
        username: dto.username,
        email: dto.email,
        accountType: dto.accountType,
        emailValidated: dto.emailValidated,
        createdAt: iso(user.createdAt),
        lastActiveAt: iso(user.lastActiveAt),
      },
      notificationSettings: toNotificationSettings(user),
      signIn: {
        totp: await this.totp.isEnabled(userId),
        passkeys: (await this.passkeys.listOf(userId)).map((p) => ({ name: p.name, createdAt: iso(p.createdAt), lastUsedAt: p.lastUsedAt ? iso(p.lastUsedAt) : null })),
      },
    };
    // The head's JSON without its closing brace, then each array written element by element.
    yield `${JSON.stringify(head).slice(0, -1)},"checklists":[`;
    yield* this.elements(this.checklistPages(userId));
    yield '],"sharedWithMe":[';
    yield* this.elements(this.receivedPages(userId));
    const templates = (await this.templateRows.ofOwner(userId)).map((t) => ({
      id: t.id, title: t.title, description: t.description, createdAt: iso(t.createdAt), items: t.items.map(templateItem),
    }));
    yield `],"templates":${JSON.stringify(templates)},"memberships":${JSON.stringify(await this.memberships.of(userId))}}`;
  }

  /** A JSON array's elements, comma-separated, a page per chunk. */
  private async *elements(pages: AsyncIterable<unknown[]>): AsyncIterable<string> {
    let first = true;
    for await (const page of pages) {
      if (page.length === 0) continue;
      yield (first ? '' : ',') + page.map((element) => JSON.stringify(element)).join(',');
      first = false;
    }
  }

  private async *checklistPages(ownerId: string): AsyncIterable<Checklist[]> {
    let after: ExportCursor | null = null;
    for (;;) {
      const checklists = await this.rows.checklists(ownerId, PAGE, after);
      if (checklists.length === 0) return;
      const ids = checklists.map((c) => c.id);
      const itemsOf = lookup(await this.rows.items(ids), (i) => i.checklist_id);
      const shares = await this.rows.sharesMade(ids);
      const shareIds = shares.map((s) => s.id);
      const sharesOf = lookup(shares, (s) => s.checklist_id);
      const ticksOf = lookup(await this.rows.ticks(shareIds), (t) => t.share_id);
      const remindersOf = lookup(await this.rows.reminders(shareIds), (r) => r.share_id);
      const activityOf = lookup(await this.rows.activity(shareIds), (a) => a.share_id);
      const messagesOf = lookup(await this.rows.messages(shareIds), (msg) => msg.share_id);
      const recordsOf = await this.records.forExport(shareIds);
      const runsOf = lookup(await this.rows.runs(shareIds), (r) => r.share_id);
      const runTicksOf = lookup(await this.rows.runTicks(shareIds), (t) => t.run_id);
      yield checklists.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
        items: itemsOf(c.id).map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.display_order, kind: i.kind, required: i.required, settings: i.settings })),
        shares: sharesOf(c.id).map((s) => ({
          id: s.id,
          recipientEmail: s.email,
          sharedAt: iso(s.shared_at),
          completedItems: ticksOf(s.id).map((t) => ({ itemId: t.item_id })),
          dueAt: s.due_at ? iso(s.due_at) : null,
          dueTimeZone: s.due_at ? s.due_time_zone : null,
          reminders: remindersOf(s.id).map((r) => ({ kind: r.kind, sentAt: iso(r.sent_at) })),
          activity: activityOf(s.id).map((a) => ({ kind: a.kind, itemId: a.item_id, at: iso(a.at) })),
          ...exportedMessages(messagesOf(s.id)),
          ...exportedRecords(recordsOf(s.id)),
          ...exportedRuns(runsOf(s.id), (runId) => runTicksOf(runId).map((t) => ({ itemId: t.item_id }))),
        })),
      }));
      if (checklists.length < PAGE) return;
      after = cursorOf(checklists[checklists.length - 1]!);
    }
  }

  private async *receivedPages(userId: string): AsyncIterable<Received[]> {
    let after: ExportCursor | null = null;
    for (;;) {
      const received = await this.rows.received(userId, PAGE, after);
      if (received.length === 0) return;
      const responsesOf = lookup(await this.rows.ownResponses(received.map((s) => s.id)), (r) => r.share_id);
      const messagesOf = lookup(await this.rows.messages(received.map((s) => s.id)), (msg) => msg.share_id);
      const recordsOf = await this.records.forExport(received.map((s) => s.id));
      const runsOf = lookup(await this.rows.runs(received.map((s) => s.id)), (r) => r.share_id);
      yield received.map((s) => ({
        shareId: s.id,
        sharedAt: iso(s.shared_at),
        sharedBy: { email: s.owner_email },
        checklist: { id: s.checklist_id, title: s.title },
        responses: responsesOf(s.id).map((r) => ({
          itemId: r.item_id,
          itemText: r.text,
          complete: r.complete,
          notes: r.notes,
          updatedAt: iso(r.updated_at),
          ...(r.run_id ? { runId: r.run_id } : {}),
        })),
        ...exportedMessages(messagesOf(s.id)),
        ...exportedRecords(recordsOf(s.id)),
        ...exportedRuns(runsOf(s.id)),
      }));
      if (received.length < PAGE) return;
      after = cursorOf(received[received.length - 1]!);
    }
  }
}

/** A share's messages for the export (issue 48): the field only when there are some, so other shares read as before. */
function exportedMessages(rows: Array<{ author: MessageAuthor; text: string; item_id: string | null; created_at: Date }>): { messages?: ExportedMessage[] } {
  return rows.length ? { messages: rows.map((m) => ({ author: m.author, text: m.text, itemId: m.item_id, createdAt: iso(m.created_at) })) } : {};
}

/** A share's completion records for the export (issue 48): the field only when there are some. */
function exportedRecords(records: ExportedRecord[]): { records?: ExportedRecord[] } {
  return records.length ? { records } : {};
}

/** A share's runs for the export (issue 45): the field only when there are some, so shares without a schedule read as before. */
function exportedRuns(rows: RunExportRow[], completedItems?: (runId: string) => Array<{ itemId: string }>): { runs?: ExportedRun[] } {
  if (rows.length === 0) return {};
  return {
    runs: rows.map((r) => ({
      id: r.id, occurrenceId: r.occurrence_id, startsAt: iso(r.starts_at), dueAt: r.due_at ? iso(r.due_at) : null, status: r.status,
      completedAt: r.completed_at ? iso(r.completed_at) : null, ...(completedItems ? { completedItems: completedItems(r.id) } : {}),
    })),
  };
}
