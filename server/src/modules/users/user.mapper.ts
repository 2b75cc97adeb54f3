import { shortNameOf, type User } from '@ticklist/contracts';
import type { UserEntity } from './user.entity';

/** The only way a user reaches the wire: never a hash, token version or setting by accident. */
export function toUserDto(user: UserEntity): User {
  return {
    id: user.id,
    username: user.username ?? user.email.split('@')[0]!,
    email: user.email,
    shortName: shortNameOf(user.username ?? user.email),
    accountType: user.accountType,
    emailValidated: user.emailValidated,
  };
}
