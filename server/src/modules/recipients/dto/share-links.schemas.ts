import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ShareControlResponse } from '@ticklist/contracts';
import { OwnerShareSchema } from '../../checklists/dto/checklist.schemas';

@ApiSchema({ name: 'ShareControlResponse', description: 'What revoke, renew or resend did, and the recipient\'s row as it now is.' })
export class ShareControlResponseSchema implements ShareControlResponse {
  @ApiProperty({ example: 'A new link was sent' }) message!: string;
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
  @ApiPropertyOptional({ type: [String], description: 'Only when the mail could not go out now; it is retried.' }) email_warnings?: string[];
}
