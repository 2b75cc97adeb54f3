import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import type { ErrorBody } from '@ticklist/contracts';

/** The contract's error body, as the document shows it under every non-2xx answer. */
@ApiSchema({ name: 'ErrorBody' })
export class ErrorBodySchema implements ErrorBody {
  @ApiProperty({ description: 'What went wrong, in words a person can read.', example: 'Validation failed' })
  message!: string;

  @ApiPropertyOptional({
    description: 'Only on 400 and 422: messages keyed by the field they are about (`title`, `items[2].text`, …).',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { title: ['Title is required'] },
  })
  errors?: Record<string, string[]>;
}
