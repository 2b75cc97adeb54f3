import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SESSION_MESSAGES, type SessionMethod, type UserSession } from '@ticklist/contracts';
import { SESSION_ORIGIN_MAX } from '../session/session-origin';

@ApiSchema({ name: 'UserSession' })
export class UserSessionSchema implements UserSession {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The session of the token that asked (this browser).' }) current!: boolean;
  @ApiProperty({ format: 'date-time', description: 'When it signed in.' }) createdAt!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Its last use, to the minute; null: not used since it began.' })
  lastUsedAt!: string | null;
  @ApiProperty({
    type: String, nullable: true, maxLength: SESSION_ORIGIN_MAX, example: 'Chrome on Linux',
    description: `Named from the User-Agent it signed in with; "${SESSION_MESSAGES.earlierSignIn}" for the tokens issued before sessions existed; null when unknown.`,
  })
  device!: string | null;
  @ApiProperty({
    type: String, nullable: true, maxLength: SESSION_ORIGIN_MAX, example: '203.0.113.x',
    description: 'The IP it signed in from with its host part masked: IPv4 to its first three parts (`203.0.113.x`), IPv6 to its /48 (`2001:db8:1::/48`). No geolocation.',
  })
  place!: string | null;
  @ApiProperty({ enum: ['password', 'password+totp', 'passkey', 'sso'], description: 'How it signed in: a password, a password and a code of the second factor, a passkey, single sign-on.' })
  method!: SessionMethod;
}

@ApiSchema({ name: 'UserSessionList' })
export class UserSessionListSchema {
  @ApiProperty({ type: [UserSessionSchema], description: 'Live sessions, newest first.' }) sessions!: UserSessionSchema[];
}
