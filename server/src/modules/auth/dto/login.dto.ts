import { Allow } from 'class-validator';

/** POST /api/login_check. Anything that is not a matching e-mail and password is the same 401. */
export class LoginDto {
  /** The e-mail address. */
  @Allow() username?: unknown;
  @Allow() password?: unknown;
}
