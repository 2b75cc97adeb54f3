import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { SessionModule } from '../auth/session/session.module';
import { ChecklistsDataModule } from '../checklists/checklists-data.module';
import { ScheduleControlService } from './schedule-control.service';
import { SchedulesController } from './schedules.controller';
import { SchedulesDataModule } from './schedules-data.module';

/** Recurring runs (issue 45): the schedule routes. */
@Module({
  imports: [ClockModule, SessionModule, ChecklistsDataModule, SchedulesDataModule],
  controllers: [SchedulesController],
  providers: [ScheduleControlService],
})
export class SchedulesModule {}
