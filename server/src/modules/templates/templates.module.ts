import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { WorkspacesDataModule } from '../workspaces/workspaces-data.module';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';

/** Checklist templates (`/api/templates`). Exports the repository for the account export. */
@Module({
  imports: [ClockModule, SessionModule, ChecklistsDataModule, WorkspacesDataModule],
  controllers: [TemplatesController],
  providers: [TemplatesRepository, TemplatesService],
  exports: [TemplatesRepository],
})
export class TemplatesModule {}
