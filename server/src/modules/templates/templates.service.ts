import { Inject, Injectable } from '@nestjs/common';
import { CHECKLIST_MESSAGES, TEMPLATE_MESSAGES as M, TEMPLATES_PER_OWNER_MAX, type ChecklistTemplate } from '@ticklist/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock';
import { fieldErrors, forbidden, notFound } from '../../common/domain-error';
import { isUuid } from '../../common/uuid';
import { ChecklistsRepository } from '../checklists/checklists.repository';
import { BUILT_IN_TEMPLATES, findBuiltInTemplate } from './built-in-templates';
import { templateItem, toTemplate } from './template.mapper';
import { TemplatesRepository } from './templates.repository';
import { ChecklistAccess, type Caller } from '../workspaces/checklist-access';
import { WorkspaceAccess } from '../workspaces/workspace-access';

/** Built-in templates and the owner's own: list, save a checklist as one, delete one. */
@Injectable()
export class TemplatesService {
  constructor(
    private readonly templates: TemplatesRepository,
    private readonly checklists: ChecklistsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly workspaces: WorkspaceAccess,
    private readonly access: ChecklistAccess,
  ) {}

  /** Built-in ones first (in their fixed order), then the workspace's (default: the personal one), newest first. */
  async list(caller: Caller, workspaceId: unknown): Promise<ChecklistTemplate[]> {
    const own = await this.templates.ofWorkspace(await this.workspaces.named(caller, workspaceId, 'viewer'));
    return [...BUILT_IN_TEMPLATES, ...own.map(toTemplate)];
  }

  /** A snapshot of the checklist as it is now: later edits of either leave the other alone. */
  async saveChecklist(ownerId: string, checklistId: unknown, caller: Caller, workspaceId?: unknown): Promise<ChecklistTemplate> {
    if (checklistId === undefined || checklistId === null || checklistId === '') throw fieldErrors({ checklistId: M.checklistIdRequired });
    const workspace = await this.workspaces.named(caller, workspaceId, 'editor');
    if (typeof checklistId !== 'string' || !isUuid(checklistId)) throw notFound(CHECKLIST_MESSAGES.notFound);
    // Issue 47: any checklist the caller may read (a team's too, whoever made it); its data is kept under its owner.
    const grant = await this.access.require(caller, checklistId.toLowerCase(), 'viewer');
    const summary = await this.checklists.ownedSummary(grant.ownerId, grant.checklistId, this.clock.now());
    if (!summary) throw notFound(CHECKLIST_MESSAGES.notFound);
    // Count, then insert: two owner tabs saving at once may pass the cap by one, which is harmless.
    if ((await this.templates.countOfOwner(ownerId)) >= TEMPLATES_PER_OWNER_MAX) throw fieldErrors({ checklistId: M.tooMany });
    const items = summary.items.map(templateItem);
    const saved = await this.templates.insert({ ownerId, workspaceId: workspace, title: summary.title, description: summary.description, items });
    return toTemplate(saved);
  }

  /** Built-in templates are everyone's: 403. Unknown or someone else's: 404. */
  async delete(ownerId: string, id: string): Promise<void> {
    if (findBuiltInTemplate(id)) throw forbidden(M.builtInReadOnly);
    if (!isUuid(id) || !(await this.templates.deleteOwned(ownerId, id.toLowerCase()))) throw notFound(M.notFound);
  }
}
