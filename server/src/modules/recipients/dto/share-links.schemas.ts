import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { SHARE_ACTIVITY_KINDS, type ShareActivityEntry, type ShareActivityKind, type ShareActivityPage, type ShareControlResponse, type ShareLinkResponse } from '@ticklist/contracts';
import { OwnerShareSchema } from '../../checklists/dto/checklist.schemas';

@ApiSchema({ name: 'ShareControlResponse', description: 'What revoke, renew or resend did, and the recipient\'s row as it now is.' })
export class ShareControlResponseSchema implements ShareControlResponse {
  @ApiProperty({ example: 'A new link was sent' }) message!: string;
  @ApiProperty({ type: OwnerShareSchema }) share!: OwnerShareSchema;
  @ApiPropertyOptional({ type: [String], description: 'Only when the mail could not go out now; it is retried.' }) email_warnings?: string[];
}

class ActivityItemSchema {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The item\'s text now; null once the item was deleted.' }) text!: string | null;
}

@ApiSchema({ name: 'ShareActivityEntry', description: 'One record of a recipient\'s activity. Never the text of a note.' })
export class ShareActivityEntrySchema implements ShareActivityEntry {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: SHARE_ACTIVITY_KINDS }) kind!: ShareActivityKind;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiPropertyOptional({ type: ActivityItemSchema, nullable: true, description: 'For item_ticked, item_unticked and note_saved: the item.' })
  item?: ActivityItemSchema | null;
}

@ApiSchema({ name: 'ShareActivityPage', description: 'A page of a recipient\'s activity, newest first.' })
export class ShareActivityPageSchema implements ShareActivityPage {
  @ApiProperty({ type: [ShareActivityEntrySchema] }) entries!: ShareActivityEntrySchema[];
  @ApiProperty({ type: String, nullable: true, description: 'Pass as `cursor` for the next (older) page; null: no more.' }) nextCursor!: string | null;
}

@ApiSchema({ name: 'ShareLinkResponse' })
export class ShareLinkResponseSchema implements ShareLinkResponse {
  @ApiProperty({ format: 'uri', description: 'The recipient\'s personal link (a secret: whoever has it acts as the recipient).', example: 'https://ticklist.example/shared/3q2-7wEAAAA' })
  url!: string;
}
