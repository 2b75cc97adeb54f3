import { Module } from '@nestjs/common';
import { ChecklistItemsRepository } from './checklist-items.repository';
import { ChecklistsRepository } from './checklists.repository';
import { OwnedChecklistsPurgeRepository } from './owned-checklists-purge.repository';

/**
 * The checklists and checklist_items tables. Apart from ChecklistsModule (the routes) because
 * sharing reads them and a checklist update reads shares and responses: with the repositories
 * here, modules depend on each other in one direction only.
 */
@Module({
  providers: [ChecklistsRepository, ChecklistItemsRepository, OwnedChecklistsPurgeRepository],
  exports: [ChecklistsRepository, ChecklistItemsRepository, OwnedChecklistsPurgeRepository],
})
export class ChecklistsDataModule {}
