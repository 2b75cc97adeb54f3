import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ShareResponse } from '@ticklist/contracts';

@ApiSchema({ name: 'ShareResponse' })
export class ShareResponseSchema implements ShareResponse {
  @ApiProperty({ example: 'Checklist shared successfully' }) message!: string;
  @ApiPropertyOptional({
    type: [String],
    description: 'Addresses whose invitation could not be sent yet; it is retried later.',
  })
  email_warnings?: string[];
}
