import {
  ACCESS_TOKEN_EXPIRY_DAYS,
  ACCESS_TOKEN_MESSAGES as M,
  ACCESS_TOKEN_NAME_MAX,
  type AccessTokenExpiryDays,
  type AccessTokenScope,
  textLength,
} from '@ticklist/contracts';
import { FieldErrors } from '../../../common/domain-error';

export interface AccessTokenInput {
  name: string;
  scope: AccessTokenScope;
  expiresInDays: AccessTokenExpiryDays;
}

/** The create body's rules, all reported at once and keyed by field (422). Types were checked by the DTO. */
export function parseAccessTokenInput(body: { name?: unknown; scope?: unknown; expiresInDays?: unknown }): AccessTokenInput {
  const errors = new FieldErrors();
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (!name) errors.add('name', M.nameRequired);
  else if (textLength(name) > ACCESS_TOKEN_NAME_MAX) errors.add('name', M.nameTooLong);
  if (body.scope !== 'read' && body.scope !== 'write') errors.add('scope', M.scopeInvalid);
  if (!(ACCESS_TOKEN_EXPIRY_DAYS as readonly unknown[]).includes(body.expiresInDays)) errors.add('expiresInDays', M.expiryInvalid);
  errors.throwIfAny();
  return { name, scope: body.scope as AccessTokenScope, expiresInDays: body.expiresInDays as AccessTokenExpiryDays };
}
