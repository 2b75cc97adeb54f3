import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SHARE_JOB_MAX, SHARE_JOB_STATUSES, type ShareJob, type ShareJobResponse, type ShareJobStatus } from '@ticklist/contracts';

@ApiSchema({ name: 'ShareJobRequest' })
export class ShareJobRequestSchema {
  @ApiProperty({
    type: [String],
    maxItems: SHARE_JOB_MAX,
    description:
      'Recipients\' addresses, read with the share route\'s rules (decorations reduced, an internationalised domain in Unicode form). ' +
      'An entry that is not one address, the owner\'s own address or a repeat of an earlier one is counted, never a 422.',
    example: ['sam@example.com', '"Okafor, Ngozi" <ngozi.okafor@example.com>'],
  })
  emails!: string[];
}

@ApiSchema({ name: 'ShareJobReasons', description: 'How many addresses each reason held back.' })
export class ShareJobReasonsSchema {
  @ApiProperty({ description: 'Refused: not one e-mail address.' }) invalid!: number;
  @ApiProperty({ description: 'Refused: the owner\'s own address.' }) own_address!: number;
  @ApiProperty({ description: 'Skipped: a repeat of an earlier address of the list (same mailbox).' }) duplicate!: number;
  @ApiProperty({ description: 'Skipped: the recipient\'s link is revoked (renew it instead).' }) revoked!: number;
}

@ApiSchema({ name: 'ShareJob', description: 'A share job as it stands: `sent + skipped + refused` reaches `total` when it is done.' })
export class ShareJobSchema implements ShareJob {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: [...SHARE_JOB_STATUSES], description: 'queued: not started yet; running; done: every address handled.' }) status!: ShareJobStatus;
  @ApiProperty({ description: 'Entries given (lines of the file, a header line left out).' }) total!: number;
  @ApiProperty({ description: 'Shared with, each invitation queued (its delivery shows on the recipient).' }) sent!: number;
  @ApiProperty({ description: 'Duplicates and revoked recipients.' }) skipped!: number;
  @ApiProperty({ description: 'Invalid addresses and the owner\'s own.' }) refused!: number;
  @ApiProperty({ type: ShareJobReasonsSchema }) reasons!: ShareJobReasonsSchema;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the last address was handled; null until then.' })
  finishedAt!: string | null;
}

@ApiSchema({ name: 'ShareJobResponse' })
export class ShareJobResponseSchema implements ShareJobResponse {
  @ApiProperty({ type: ShareJobSchema }) job!: ShareJob;
}
