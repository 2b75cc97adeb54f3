import { Body, Param } from '@nestjs/common';
import type { SchedulePreview, ScheduleState } from '@ticklist/contracts';
import { Endpoint } from '../../common/openapi/endpoint.decorator';
import { ChecklistIdParam } from '../../common/uuid-param.pipe';
import { OwnerController } from '../auth/session/owner-controller.decorator';
import type { UserEntity } from '../users/user.entity';
import { SchedulePreviewDto, SchedulePreviewSchema, ScheduleStateSchema } from './dto/schedule.schemas';
import { ScheduleControlService } from './schedule-control.service';
import { ChecklistOwner } from '../workspaces/checklist-role.decorator';

const NO_SCHEDULE = { 404: 'Checklist not found (someone else\'s too), or "This checklist has no schedule".' };

/** A checklist's schedule (issue 45): pause, resume, skip, and the form's preview. */
@OwnerController('Schedules', 'checklist')
export class SchedulesController {
  constructor(private readonly control: ScheduleControlService) {}

  @Endpoint.post('schedule/preview', {
    operationId: 'previewSchedule', summary: 'Read a schedule as it would be saved', answer: SchedulePreviewSchema, status: 200, errors: [422],
    description: 'Checks a schedule by the rules of create and update (422 keyed `schedule.rrule`, `schedule.timeZone` …), and answers it in words with its next five occurrences. Saves nothing.',
  })
  preview(@Body() body: SchedulePreviewDto): SchedulePreview {
    return this.control.preview(body ?? {});
  }

  @Endpoint.post(':id/schedule/pause', {
    operationId: 'pauseSchedule', summary: 'Pause a checklist\'s schedule', answer: ScheduleStateSchema, status: 200, errorsHere: NO_SCHEDULE,
    description: 'No run starts while paused (`nextRunAt` null). Pausing a paused schedule changes nothing.',
  })
  pause(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ScheduleState> {
    return this.control.pause(user.id, id);
  }

  @Endpoint.post(':id/schedule/resume', {
    operationId: 'resumeSchedule', summary: 'Resume a paused schedule', answer: ScheduleStateSchema, status: 200, errorsHere: NO_SCHEDULE,
    description: 'Runs start again from the next occurrence after now; occurrences passed while paused are not caught up.',
  })
  resume(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ScheduleState> {
    return this.control.resume(user.id, id);
  }

  @Endpoint.post(':id/schedule/skip', {
    operationId: 'skipOccurrence', summary: 'Skip the next occurrence', answer: ScheduleStateSchema, status: 200, errorsHere: NO_SCHEDULE,
    description: 'The occurrence after `nextRunAt` becomes the next; each call skips one more.',
  })
  skip(@ChecklistOwner() user: UserEntity, @Param('id', ChecklistIdParam) id: string): Promise<ScheduleState> {
    return this.control.skip(user.id, id);
  }
}
