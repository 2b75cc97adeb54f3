export const ACCESS_TOKEN_MESSAGES = {
  nameRequired: 'Give the token a name',
  nameTooLong: 'Name must be at most 100 characters',
  scopeInvalid: 'Choose read or write',
  expiryInvalid: 'Choose 30, 90 or 365 days, or never',
  tooMany: 'You have 50 tokens already. Revoke one you no longer use first.',
  notFound: 'Token not found',
  outOfScope: 'This token is read-only: it cannot make changes',
  sessionOnly: 'Sign in to do this: access tokens cannot manage the account',
} as const;
