import { Allow } from 'class-validator';

/**
 * POST /api/login_check. Anything that is not a matching e-mail and password, of whatever type, is
 * the same 401 (the contract's "wrong credentials on login"): a login tells nothing about why.
 */
export class LoginDto {
  /** The e-mail address. */
  @Allow() username?: unknown;
  @Allow() password?: unknown;
}
