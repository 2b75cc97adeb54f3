import { Injectable } from '@nestjs/common';
import type { AccountExport } from '@ticklist/contracts';
import { groupBy } from '../../common/group-by';
import { ChecklistItemsRepository } from '../checklists/checklist-items.repository';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { ItemResponsesRepository } from '../responses/item-responses.repository';
import { ShareRemindersRepository } from '../follow-up/share-reminders.repository';
import { ShareActivityRepository } from '../shares/share-activity.repository';
import { SharesRepository } from '../shares/shares.repository';
import { TemplatesRepository } from '../templates/templates.repository';
import { toUserDto } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { toNotificationSettings } from './account.mapper';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The rows of one key, in their order ([] for none). */
function lookup<T>(rows: T[], key: (row: T) => string): (k: string) => T[] {
  const groups = groupBy(rows, key);
  return (k) => groups.get(k) ?? [];
}

/**
 * GET /api/user/export-data: everything the account holds. For shares it made, each recipient's
 * address, ticks (their progress on this owner's checklist) and activity record, but never their private notes;
 * for shares it received, its own ticks and notes.
 */
@Injectable()
export class AccountExportService {
  constructor(
    private readonly users: UsersRepository,
    private readonly checklistRows: ChecklistsRepository,
    private readonly itemRows: ChecklistItemsRepository,
    private readonly shareRows: SharesRepository,
    private readonly responseRows: ItemResponsesRepository,
    private readonly templateRows: TemplatesRepository,
    private readonly reminderRows: ShareRemindersRepository,
    private readonly activityRows: ShareActivityRepository,
  ) {}

  async export(userId: string, now = new Date()): Promise<AccountExport> {
    const user = (await this.users.findById(userId))!;
    const checklists = await this.checklistRows.ofOwner(userId);
    const items = await this.itemRows.ofOwner(userId);
    const sharesMade = await this.shareRows.madeBy(userId);
    const ticks = await this.responseRows.ticksOnChecklistsOf(userId);
    const received = await this.shareRows.receivedBy(userId);
    const myResponses = await this.responseRows.ofRecipient(userId);
    const templates = await this.templateRows.ofOwner(userId);
    const reminders = await this.reminderRows.madeBy(userId);
    const activity = await this.activityRows.ofChecklistsOf(userId);

    const itemsOf = lookup(items, (i) => i.checklist_id);
    const sharesOf = lookup(sharesMade, (s) => s.checklist_id);
    const ticksOf = lookup(ticks, (t) => t.share_id);
    const responsesOf = lookup(myResponses, (r) => r.share_id);
    const remindersOf = lookup(reminders, (r) => r.share_id);
    const activityOf = lookup(activity, (a) => a.share_id);
    const dto = toUserDto(user);

    return {
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
      checklists: checklists.map((c) => ({
        id: c.id,
        title: c.title,
        description: c.description,
        createdAt: iso(c.created_at),
        updatedAt: iso(c.updated_at),
        items: itemsOf(c.id).map((i) => ({ id: i.id, text: i.text, description: i.description, displayOrder: i.display_order })),
        shares: sharesOf(c.id).map((s) => ({
          id: s.id,
          recipientEmail: s.email,
          sharedAt: iso(s.shared_at),
          completedItems: ticksOf(s.id).map((t) => ({ itemId: t.item_id })),
          dueAt: s.due_at ? iso(s.due_at) : null,
          dueTimeZone: s.due_at ? s.due_time_zone : null,
          reminders: remindersOf(s.id).map((r) => ({ kind: r.kind, sentAt: iso(r.sent_at) })),
          activity: activityOf(s.id).map((a) => ({ kind: a.kind, itemId: a.item_id, at: iso(a.at) })),
        })),
      })),
      sharedWithMe: received.map((s) => ({
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
        })),
      })),
      templates: templates.map((t) => ({ id: t.id, title: t.title, description: t.description, createdAt: iso(t.createdAt), items: t.items })),
    };
  }
}
