import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an owner may watch a checklist: it exists and is theirs. */
@Injectable()
export class ChecklistOwnershipService {
  constructor(private readonly dataSource: DataSource) {}

  async ownsChecklist(userId: string, checklistId: unknown): Promise<boolean> {
    if (typeof checklistId !== 'string' || !UUID.test(checklistId)) return false;
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM checklists WHERE id = $1 AND owner_id = $2 LIMIT 1',
      [checklistId, userId],
    );
    return rows.length > 0;
  }
}
