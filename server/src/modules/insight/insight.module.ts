import { Module } from '@nestjs/common';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistInsightController } from './checklist-insight.controller';
import { ChecklistInsightRepository } from './checklist-insight.repository';

/** Item insight (issue 18): how recipients fare with each item of a shared checklist. */
@Module({
  imports: [SessionModule],
  controllers: [ChecklistInsightController],
  providers: [ChecklistInsightRepository],
})
export class InsightModule {}
