import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { LIMITS } from '@ticklist/contracts';
import { IsJsonType } from '../../../common/json-type';

/** Typed per key by parseRespondInput (value is a boolean for complete, a string for notes). */
@ApiSchema({ name: 'RespondRequest' })
export class RespondDto {
  @ApiProperty({ type: String, format: 'uuid', description: 'The item being answered.' })
  @IsJsonType('string')
  item: unknown;
  @ApiProperty({ enum: ['complete', 'notes'] })
  @IsJsonType('string')
  key: unknown;
  @ApiProperty({
    oneOf: [{ type: 'boolean' }, { type: 'string', maxLength: LIMITS.notesMax }],
    description: 'A boolean for `complete`, text for `notes` (private to the recipient).',
    example: true,
  })
  @Allow()
  value: unknown;
}
