import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MESSAGE_AUTHORS, MESSAGE_MAX_LENGTH, type MessageAuthor, type PostMessageResponse, type ShareMessage, type ShareMessagePage } from '@ticklist/contracts';

/** Types and rules are read in message-input.ts (400 for a wrong type, 422 for a bad value). */
@ApiSchema({ name: 'PostMessageRequest' })
export class PostMessageDto {
  @ApiProperty({ type: String, minLength: 1, maxLength: MESSAGE_MAX_LENGTH, description: 'The message (surrounding spaces are dropped).', example: 'Item 4: which form do you mean?' })
  @Allow()
  text?: unknown;
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'The item the message is about; left out or null: the whole checklist.' })
  @Allow()
  itemId?: unknown;
}

@ApiSchema({ name: 'ShareMessage', description: 'A message between a recipient and the owner. Unlike a note, it is meant for the other side.' })
export class ShareMessageSchema implements ShareMessage {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: MESSAGE_AUTHORS }) author!: MessageAuthor;
  @ApiProperty({ description: 'The owner: their username (else their address); the recipient: their address.' }) authorName!: string;
  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH }) text!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The item the message is about; null: the whole checklist.' }) itemId!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: 'PostMessageResponse' })
export class PostMessageResponseSchema implements PostMessageResponse {
  @ApiProperty({ type: ShareMessageSchema }) message!: ShareMessageSchema;
}

@ApiSchema({ name: 'ShareMessagePage', description: 'A page of a share\'s messages, every thread of it, newest last.' })
export class ShareMessagePageSchema implements ShareMessagePage {
  @ApiProperty({ type: [ShareMessageSchema] }) messages!: ShareMessageSchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the page of older messages before these; null: no more.' }) nextCursor!: string | null;
}
