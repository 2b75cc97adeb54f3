import { AUTH_MESSAGES as M, EMAIL_PATTERN, LIMITS, textLength, USERNAME_PATTERN } from '@ticklist/contracts';
import { FieldErrors } from '../../common/domain-error';
import { asText } from '../../common/text';
import type { PasswordService } from './password/password.service';

export interface RegistrationInput {
  username: string;
  /** Trimmed and lower-cased (addresses are stored lower-cased). */
  email: string;
  password: string;
  inviteCode: string;
  /** A workspace invitation's token (issue 47), standing in for the invite code; '' when none. */
  invitationToken: string;
}

export const SIGN_UP_PASSWORD_MESSAGES = {
  required: M.passwordRequired,
  tooShort: M.passwordTooShort,
  tooLong: M.passwordTooLong,
  tooCommon: M.passwordTooCommon,
};

/** The rules a sign-up body must follow on its own (no database). Collects every field's error. */
export function readRegistration(body: Record<string, unknown>, passwords: PasswordService): { input: RegistrationInput; errors: FieldErrors } {
  const errors = new FieldErrors();
  const username = asText(body.username).trim();
  const email = asText(body.email).trim().toLowerCase();
  const password = asText(body.password);
  const inviteCode = asText(body.inviteCode).trim();
  const invitationToken = asText(body.invitationToken).trim();

  if (!username) errors.add('username', M.usernameRequired);
  else if (textLength(username) < LIMITS.usernameMin || textLength(username) > LIMITS.usernameMax) errors.add('username', M.usernameLength);
  else if (!USERNAME_PATTERN.test(username)) errors.add('username', M.usernameInvalid);

  if (!email) errors.add('email', M.emailRequired);
  else if (textLength(email) > LIMITS.emailMax || !EMAIL_PATTERN.test(email)) errors.add('email', M.emailInvalid);

  const passwordProblem = passwords.problem(password, SIGN_UP_PASSWORD_MESSAGES);
  if (passwordProblem) errors.add('password', passwordProblem);

  if (invitationToken) {
    // The invitation stands in for an invite code (checked against the database).
  } else if (!inviteCode) errors.add('inviteCode', M.inviteCodeRequired);
  else if (textLength(inviteCode) > LIMITS.inviteCodeMax) errors.add('inviteCode', M.inviteCodeInvalid);

  if (body.agreeToTerms !== true) errors.add('agreeToTerms', M.termsRequired);

  return { input: { username, email, password, inviteCode, invitationToken }, errors };
}
