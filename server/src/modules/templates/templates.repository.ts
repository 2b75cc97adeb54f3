import { Injectable } from '@nestjs/common';
import type { TemplateItem } from '@ticklist/contracts';
import { SqlRepository } from '../../database/sql-repository';
import { TemplateEntity } from './template.entity';

export interface NewTemplate {
  ownerId: string;
  /** Issue 47: where it is saved. */
  workspaceId: string;
  title: string;
  description: string | null;
  items: TemplateItem[];
}

/** Every statement on `checklist_templates`. Every lookup is scoped to the owner or (issue 47) to a workspace its caller was checked for. */
@Injectable()
export class TemplatesRepository extends SqlRepository {
  private get table() {
    return this.db().getRepository(TemplateEntity);
  }

  /** The owner's templates, newest first. */
  ofOwner(ownerId: string): Promise<TemplateEntity[]> {
    return this.table.find({ where: { ownerId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** A workspace's templates, newest first (issue 47). */
  ofWorkspace(workspaceId: string): Promise<TemplateEntity[]> {
    return this.table.find({ where: { workspaceId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  countOfOwner(ownerId: string): Promise<number> {
    return this.table.count({ where: { ownerId } });
  }

  insert(row: NewTemplate): Promise<TemplateEntity> {
    return this.table.save(this.table.create(row));
  }

  /** False when the owner has no template with that id. */
  async deleteOwned(ownerId: string, id: string): Promise<boolean> {
    const result = await this.table.delete({ id, ownerId });
    return (result.affected ?? 0) > 0;
  }
}
