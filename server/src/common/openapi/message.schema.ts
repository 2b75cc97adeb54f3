import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { MessageResponse } from '@ticklist/contracts';

@ApiSchema({ name: 'MessageResponse' })
export class MessageSchema implements MessageResponse {
  @ApiProperty({ description: 'A confirmation to show as it is.' })
  message!: string;
}
