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
    ['/api/nothing/gTRDTkGUZj6wdez5Zymf66RdiCF9mJLlrzMH8hbAly0', '/api/nothing/[redacted]'],
    ['/api/shared/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig/x', '/api/shared/[redacted]/x'],
    ['/api/checklist/0f8fad5b-d9cb-469f-a165-70867728950e/edit', '/api/checklist/0f8fad5b-d9cb-469f-a165-70867728950e/edit'],
    ['/api/user/notification-settings', '/api/user/notification-settings'],
    ['/api/user/account/deletion-preview', '/api/user/account/deletion-preview'],
    ['/assets/index-BwUol9_T.js', '/assets/index-BwUol9_T.js'],
    ['/assets/vendor.min.js', '/assets/vendor.min.js'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
