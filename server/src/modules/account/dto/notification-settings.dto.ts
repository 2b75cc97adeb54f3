import { IsBoolean, ValidateIf } from 'class-validator';
import { ACCOUNT_MESSAGES } from '@ticklist/contracts';

const present = (field: string) => ValidateIf((o: Record<string, unknown>) => o[field] !== undefined);

/** PUT /api/user/notification-settings: the four booleans; a field left out keeps its value. */
export class UpdateNotificationSettingsDto {
  @present('emailNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) emailNotifications?: boolean;
  @present('pushNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) pushNotifications?: boolean;
  @present('shareNotifications') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) shareNotifications?: boolean;
  @present('applicationUpdates') @IsBoolean({ message: ACCOUNT_MESSAGES.settingsFieldBoolean }) applicationUpdates?: boolean;
}
