import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsJsonType } from '../../../common/json-type';

/** `POST /api/checklist/{id}/transfer`. */
@ApiSchema({ name: 'TransferChecklistRequest' })
export class TransferChecklistDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'A workspace where you are at least an editor.' })
  @IsJsonType('string')
  workspaceId?: unknown;
}
