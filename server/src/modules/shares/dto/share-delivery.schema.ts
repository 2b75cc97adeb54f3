import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { DeliveryStatus, ShareDelivery } from '@ticklist/contracts';

@ApiSchema({ name: 'ShareDelivery', description: 'The invitation\'s state: queued, sent, or failed with the last error in plain words.' })
export class ShareDeliverySchema implements ShareDelivery {
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status!: DeliveryStatus;
  @ApiProperty({ format: 'date-time', description: 'When it was queued, sent, or last failed.' }) at!: string;
  @ApiPropertyOptional({ description: 'Only when failed: the last error in plain words.', example: 'the mail server refused this address' })
  error?: string;
}
