import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { RECIPIENT_TIME_ZONE } from '../../checklists/dto/checklist.schemas';

/** `PUT /api/guest/shared/{token}/time-zone` (issue 45); the type and the zone are read in RecipientTimeZoneService. */
@ApiSchema({ name: 'GuestTimeZoneRequest' })
export class GuestTimeZoneDto {
  @ApiProperty(RECIPIENT_TIME_ZONE)
  @Allow()
  timeZone?: unknown;
}

@ApiSchema({ name: 'GuestTimeZoneResponse' })
export class GuestTimeZoneResponseSchema {
  @ApiProperty(RECIPIENT_TIME_ZONE) timeZone!: string | null;
}
