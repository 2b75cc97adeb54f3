import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { NudgeAllResponse, NudgeResponse, OwnerShareResponse } from '@ticklist/contracts';
import { OwnerShareSchema } from '../../checklists/dto/checklist.schemas';

@ApiSchema({ name: 'OwnerShareResponse' })
export class OwnerShareResponseSchema implements OwnerShareResponse {
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
}

@ApiSchema({ name: 'NudgeResponse' })
export class NudgeResponseSchema implements NudgeResponse {
  @ApiProperty({ example: 'Nudge sent to sam@example.com' }) message!: string;
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
}

@ApiSchema({ name: 'NudgeAllResponse' })
export class NudgeAllResponseSchema implements NudgeAllResponse {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who were nudged.' }) nudged!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Recipients with work left who were not: nudged or reminded too recently, or not receiving mail.' })
  skipped!: number;
}
