import { Module } from '@nestjs/common';
import { ChecklistItemsRepository } from './checklist-items.repository';
import { ChecklistsRepository } from './checklists.repository';

/**
 * The checklists and checklist_items tables. Apart from ChecklistsModule (the routes) because
 * sharing reads them and a checklist update reads shares and responses: with the repositories
 * here, modules depend on each other in one direction only.
 */
@Module({
  providers: [ChecklistsRepository, ChecklistItemsRepository],
  exports: [ChecklistsRepository, ChecklistItemsRepository],
})
export class ChecklistsDataModule {}
