import { Allow } from 'class-validator';
import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { MISSED_POLICIES, OCCURRENCE_PAGE_SIZE, RUN_PAGE_SIZE, SCHEDULE_LIMITS, TIME_ZONE_MAX_LENGTH, type MissedPolicy, type GuestPastRun, type GuestRun, type GuestRunPage, type Occurrence, type OccurrenceCounts, type OccurrencePage, type OccurrenceRuns, type Run, type RunPage, type RunStatus, type Schedule, type SchedulePreview, type ScheduleState } from '@ticklist/contracts';

const RRULE = {
  type: String,
  maxLength: SCHEDULE_LIMITS.rruleMax,
  description: 'An RFC 5545 RRULE without DTSTART: daily or slower (FREQ=DAILY, WEEKLY, MONTHLY or YEARLY; BYHOUR, BYMINUTE and BYSECOND are refused), with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, COUNT or UNTIL (a local time).',
  example: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
} as const;
const STARTS_AT = { type: String, pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$', description: 'The first moment and the time of day, a local date-time without offset read in timeZone.', example: '2026-03-02T17:30' } as const;
const TIME_ZONE = { type: String, maxLength: TIME_ZONE_MAX_LENGTH, description: 'The IANA time zone the schedule follows (daylight saving: a local time that does not exist that day runs at the next valid minute; one that happens twice runs once, at the first).', example: 'Europe/London' } as const;
const OPENS_BEFORE = { type: 'integer', minimum: 0, maximum: SCHEDULE_LIMITS.opensBeforeHoursMax, description: 'A run becomes available this many hours before its moment.' } as const;
const DUE_AFTER = { type: 'integer', minimum: 1, maximum: SCHEDULE_LIMITS.dueAfterHoursMax, nullable: true, description: 'How many hours a run stays due; null: until the next run.' } as const;
const MISSED = { enum: [...MISSED_POLICIES], description: 'When the next run starts, an unfinished run becomes missed, or stays open until done.' } as const;

@ApiSchema({ name: 'ScheduleInput', description: 'A checklist\'s recurrence as a request sends it; fields left out take their defaults.' })
export class ScheduleInputSchema {
  @ApiProperty(RRULE) rrule!: string;
  @ApiProperty(STARTS_AT) startsAt!: string;
  @ApiProperty(TIME_ZONE) timeZone!: string;
  @ApiPropertyOptional({ ...OPENS_BEFORE, default: 0 }) opensBeforeHours?: number;
  @ApiPropertyOptional({ ...DUE_AFTER, default: null }) dueAfterHours?: number | null;
  @ApiPropertyOptional({ ...MISSED, default: 'missed' }) missedPolicy?: MissedPolicy;
  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Each new run starts with the recipient\'s notes of the previous run.' }) carryNotes?: boolean;
  @ApiPropertyOptional({ type: Boolean, default: false }) paused?: boolean;
}

@ApiSchema({ name: 'Schedule', description: 'A checklist\'s recurrence (issue 45).' })
export class ScheduleSchema implements Schedule {
  @ApiProperty(RRULE) rrule!: string;
  @ApiProperty(STARTS_AT) startsAt!: string;
  @ApiProperty(TIME_ZONE) timeZone!: string;
  @ApiProperty(OPENS_BEFORE) opensBeforeHours!: number;
  @ApiProperty(DUE_AFTER) dueAfterHours!: number | null;
  @ApiProperty(MISSED) missedPolicy!: MissedPolicy;
  @ApiProperty() carryNotes!: boolean;
  @ApiProperty() paused!: boolean;
  @ApiProperty({ description: 'The schedule in words.', example: 'Every weekday at 17:30, Europe/London' }) description!: string;
}

export const NEXT_RUN_AT = {
  type: String,
  format: 'date-time',
  nullable: true,
  description: 'The next occurrence of the schedule; null without a schedule, while paused or closed, or once the rule has ended.',
} as const;

@ApiSchema({ name: 'ScheduleState' })
export class ScheduleStateSchema implements ScheduleState {
  @ApiProperty({ type: ScheduleSchema }) schedule!: ScheduleSchema;
  @ApiProperty(NEXT_RUN_AT) nextRunAt!: string | null;
}

@ApiSchema({ name: 'SchedulePreview', description: 'A schedule as it would be saved, and its next occurrences.' })
export class SchedulePreviewSchema implements SchedulePreview {
  @ApiProperty({ type: ScheduleSchema }) schedule!: ScheduleSchema;
  @ApiProperty({ type: [String], format: 'date-time', maxItems: SCHEDULE_LIMITS.previewCount, description: 'The next occurrences, oldest first; fewer once the rule ends.' }) occurrences!: string[];
}

/** Types and rules are read in schedule-input.ts (400 for a wrong type, 422 for a bad value). */
@ApiSchema({ name: 'SchedulePreviewRequest' })
export class SchedulePreviewDto {
  @ApiProperty({ type: ScheduleInputSchema })
  @Allow()
  schedule?: unknown;
}

const COMPLETED_LATE = { type: Boolean, description: 'Completed after its due moment.' } as const;
const RUN_STATUS = { enum: ['open', 'completed', 'missed'], description: 'open; completed (every item done); missed (the next run started first, or it passed unfinished).' } as const;

@ApiSchema({ name: 'Run', description: 'One recipient\'s run of one occurrence (issue 45). Never notes.' })
export class RunSchema implements Run {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) occurrenceId!: string;
  @ApiProperty({ format: 'uuid' }) shareId!: string;
  @ApiProperty({ format: 'email' }) recipientEmail!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: due until the next run, which is not yet known.' }) dueAt!: string | null;
  @ApiProperty(RUN_STATUS) status!: RunStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedAt!: string | null;
  @ApiProperty(COMPLETED_LATE) completedLate!: boolean;
}

class OccurrenceCountsSchema implements OccurrenceCounts {
  @ApiProperty({ type: 'integer', minimum: 0 }) runs!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) open!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) completed!: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) missed!: number;
}

@ApiSchema({ name: 'Occurrence', description: 'One moment of a schedule; `missed`: passed while no server ran (not the latest one), no runs made.' })
export class OccurrenceSchema implements Occurrence {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) dueAt!: string | null;
  @ApiProperty({ enum: ['started', 'missed'] }) status!: 'started' | 'missed';
  @ApiProperty({ type: OccurrenceCountsSchema }) counts!: OccurrenceCountsSchema;
}

@ApiSchema({ name: 'OccurrencePage' })
export class OccurrencePageSchema implements OccurrencePage {
  @ApiProperty({ type: [OccurrenceSchema], maxItems: OCCURRENCE_PAGE_SIZE }) occurrences!: OccurrenceSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next (older) page; null: no more.' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'OccurrenceRuns' })
export class OccurrenceRunsSchema implements OccurrenceRuns {
  @ApiProperty({ type: OccurrenceSchema }) occurrence!: OccurrenceSchema;
  @ApiProperty({ type: [RunSchema], maxItems: RUN_PAGE_SIZE }) runs!: RunSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next page; null: no more.' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'RunPage' })
export class RunPageSchema implements RunPage {
  @ApiProperty({ type: [RunSchema], maxItems: RUN_PAGE_SIZE }) runs!: RunSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next (older) page; null: no more.' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'GuestRun', description: 'The run a guest\'s page shows (issue 45): the current one, or a past one opened by its own URL.' })
export class GuestRunSchema implements GuestRun {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) occurrenceId!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: due until the next run, which is not yet known.' }) dueAt!: string | null;
  @ApiProperty(RUN_STATUS) status!: RunStatus;
  @ApiProperty(COMPLETED_LATE) completedLate!: boolean;
}

@ApiSchema({ name: 'GuestPastRun', description: 'One of a guest\'s past runs.' })
export class GuestPastRunSchema implements GuestPastRun {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) startsAt!: string;
  @ApiProperty(RUN_STATUS) status!: RunStatus;
  @ApiProperty(COMPLETED_LATE) completedLate!: boolean;
  @ApiProperty({ description: 'Its permanent page, `/shared/{token}/runs/{runId}` (relative to the app).' }) url!: string;
}

@ApiSchema({ name: 'GuestRunPage' })
export class GuestRunPageSchema implements GuestRunPage {
  @ApiProperty({ type: [GuestPastRunSchema], maxItems: RUN_PAGE_SIZE }) runs!: GuestPastRunSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next (older) page; null: no more.' }) nextCursor!: string | null;
}
