import { redactUrl } from './redact';

describe('redactUrl', () => {
  it.each([
    ['/api/guest/shared/abcDEF123/respond', '/api/guest/shared/[redacted]/respond'],
    ['/api/password/reset/validate/tok123', '/api/password/reset/validate/[redacted]'],
    ['/api/password/reset/tok123', '/api/password/reset/[redacted]'],
    ['/api/email/validate/uuid-1/hash-2', '/api/email/validate/[redacted]/[redacted]'],
    ['/api/user/email/unsubscribe/tok', '/api/user/email/unsubscribe/[redacted]'],
    ['/api/checklist?page=2', '/api/checklist?[redacted]'],
    ['/api/health', '/api/health'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
