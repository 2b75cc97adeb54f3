import { ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsBoolean, ValidateIf } from 'class-validator';
import { ACCOUNT_MESSAGES } from '@ticklist/contracts';

const present = (field: string) => ValidateIf((o: Record<string, unknown>) => o[field] !== undefined);

/** PUT /api/user/notification-settings: the four booleans; a field left out keeps its value. */
@ApiSchema({ name: 'UpdateNotificationSettingsRequest' })
export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ type: Boolean, description: 'Left out: unchanged.' })
  @present('emailNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) emailNotifications?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: 'Left out: unchanged.' })
  @present('pushNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) pushNotifications?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: 'Left out: unchanged.' })
  @present('shareNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) shareNotifications?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: 'Left out: unchanged.' })
  @present('applicationUpdates') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) applicationUpdates?: boolean;
  @ApiPropertyOptional({ type: Boolean, description: 'Your mails to recipients (invitation, reminder, nudge) carry Reply-To: your address. Left out: unchanged (new accounts: true).' })
  @present('replyToOwner') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) replyToOwner?: boolean;
}
