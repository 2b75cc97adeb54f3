import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { REMINDER_DEFAULTS as D, REMINDER_LIMITS as L, type ReminderRules, type ReminderRulesInput } from '@ticklist/contracts';

const beforeDue = 'One reminder this many days before the due moment; null: off.';
const overdueEvery = 'Once overdue: a reminder at the due moment, then one every this many days; null: no overdue reminders.';
const overdueMax = 'At most this many overdue reminders; null: no overdue reminders.';

@ApiSchema({ name: 'ReminderRules', description: 'A checklist\'s reminder rules. No recipient gets two reminders or nudges within 20 hours.' })
export class ReminderRulesSchema implements ReminderRules {
  @ApiProperty({ type: 'integer', nullable: true, minimum: L.beforeDueDays.min, maximum: L.beforeDueDays.max, description: beforeDue })
  beforeDueDays!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, minimum: L.overdueEveryDays.min, maximum: L.overdueEveryDays.max, description: overdueEvery })
  overdueEveryDays!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, minimum: L.overdueMax.min, maximum: L.overdueMax.max, description: overdueMax })
  overdueMax!: number | null;
}

@ApiSchema({ name: 'ReminderRulesInput', description: 'Reminder rules as sent: a rule left out takes its default.' })
export class ReminderRulesInputSchema implements ReminderRulesInput {
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.beforeDueDays.min, maximum: L.beforeDueDays.max, default: D.beforeDueDays, description: beforeDue })
  beforeDueDays?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.overdueEveryDays.min, maximum: L.overdueEveryDays.max, default: D.overdueEveryDays, description: overdueEvery })
  overdueEveryDays?: number | null;
  @ApiPropertyOptional({ type: 'integer', nullable: true, minimum: L.overdueMax.min, maximum: L.overdueMax.max, default: D.overdueMax, description: overdueMax })
  overdueMax?: number | null;
}
