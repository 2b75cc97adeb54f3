import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { AccountType, User } from '@ticklist/contracts';
import { EMAIL_PATTERN } from '@ticklist/contracts';

@ApiSchema({ name: 'User', description: 'The signed-in account.' })
export class UserSchema implements User {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Display name.', example: 'Ada Lovelace' }) username!: string;
  @ApiProperty({ pattern: EMAIL_PATTERN.source, example: 'ada@example.com' }) email!: string;
  @ApiProperty({ description: 'Initials shown in the user menu.', example: 'AL' }) shortName!: string;
  @ApiProperty({ enum: ['owner', 'guest'] }) accountType!: AccountType;
  @ApiProperty({ description: 'Whether the e-mail address is verified (needed to share).' }) emailValidated!: boolean;
}
