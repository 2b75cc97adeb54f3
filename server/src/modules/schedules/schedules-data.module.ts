import { Module } from '@nestjs/common';
import { ClockModule } from '../../common/clock/clock.module';
import { ChecklistSchedulesRepository } from './checklist-schedules.repository';
import { ScheduleWriter } from './schedule-writer';
import { GuestRunsRepository } from './guest-runs.repository';
import { RecipientZones } from './recipient-zones';
import { RecipientTimeZoneService } from './recipient-time-zone.service';
import { RecipientZonesRepository } from './recipient-zones.repository';

/**
 * The checklist_schedules table and the schedule part of a checklist write: apart from the routes
 * (SchedulesModule) so the checklists module can write a schedule without importing them.
 */
@Module({
  imports: [ClockModule],
  providers: [ChecklistSchedulesRepository, ScheduleWriter, GuestRunsRepository, RecipientZonesRepository, RecipientZones, RecipientTimeZoneService],
  exports: [ChecklistSchedulesRepository, ScheduleWriter, GuestRunsRepository, RecipientZonesRepository, RecipientZones, RecipientTimeZoneService],
})
export class SchedulesDataModule {}
