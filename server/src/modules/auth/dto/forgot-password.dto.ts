import { Allow } from 'class-validator';

/** POST /api/password/forgot. */
export class ForgotPasswordDto {
  @Allow() email?: unknown;
}
