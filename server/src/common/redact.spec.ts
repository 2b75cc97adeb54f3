import { redactUrl } from './redact';

const TOKEN = 'gTRDTkGUZj6wdez5Zymf66RdiCF9mJLlrzMH8hbAly0';
const SHORT = 'tok123';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('redactUrl: every URL that carries a secret', () => {
  it.each([
    // Guest links: the page and every API route under it.
    [`/shared/${SHORT}`, '/shared/[redacted]'],
    [`/api/guest/shared/${SHORT}`, '/api/guest/shared/[redacted]'],
    [`/api/guest/shared/${SHORT}/respond`, '/api/guest/shared/[redacted]/respond'],
    [`/api/guest/shared/${SHORT}/seen`, '/api/guest/shared/[redacted]/seen'],
    [`/api/guest/shared/${SHORT}/files/${ID}`, `/api/guest/shared/[redacted]/files/${ID}`],
    // Password reset: the mailed page, the check and the reset itself.
    [`/password/reset/${SHORT}`, '/password/reset/[redacted]'],
    [`/api/password/reset/validate/${SHORT}`, '/api/password/reset/validate/[redacted]'],
    [`/api/password/reset/${SHORT}`, '/api/password/reset/[redacted]'],
    // Address verification: the mailed page and the API.
    [`/email/verify/${ID}/${SHORT}`, '/email/verify/[redacted]/[redacted]'],
    [`/api/email/validate/${ID}/${SHORT}`, '/api/email/validate/[redacted]/[redacted]'],
    ['/api/email/request_validate', '/api/email/request_validate'],
    // Unsubscribe: the page and the API.
    [`/unsubscribe/${SHORT}`, '/unsubscribe/[redacted]'],
    [`/api/user/email/unsubscribe/${SHORT}`, '/api/user/email/unsubscribe/[redacted]'],
    // Signed file URLs: the signature is in the query.
    [`/api/files/${ID}?exp=1767225600&sig=${SHORT}`, `/api/files/${ID}?[redacted]`],
    // Record codes and their public check.
    [`/api/records/${SHORT}`, '/api/records/[redacted]'],
    [`/api/records/${SHORT}/pdf`, '/api/records/[redacted]/pdf'],
    [`/verify/${SHORT}`, '/verify/[redacted]'],
    [`/api/verify/${SHORT}`, '/api/verify/[redacted]'],
    // Invitation links.
    [`/invitations/${SHORT}`, '/invitations/[redacted]'],
    [`/api/invitations/${SHORT}`, '/api/invitations/[redacted]'],
    [`/api/invitations/${SHORT}/accept`, '/api/invitations/[redacted]/accept'],
    // Sign-in codes (an identity provider's redirect) travel in the query.
    [`/api/auth/oidc/callback?code=${SHORT}&state=${SHORT}`, '/api/auth/oidc/callback?[redacted]'],
    // Spelled in capitals, a secret is still a secret.
    [`/SHARED/${SHORT}`, '/SHARED/[redacted]'],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});

describe('redactUrl: anything shaped like a token, and what stays readable', () => {
  it.each([
    ['/api/checklist?page=2', '/api/checklist?[redacted]'],
    ['/api/health', '/api/health'],
    [`/api/nothing/${TOKEN}`, '/api/nothing/[redacted]'],
    ['/api/shared/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig/x', '/api/shared/[redacted]/x'],
    ['/api/x/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.sig', '/api/x/[redacted]'],
    [`/api/checklist/${ID}/edit`, `/api/checklist/${ID}/edit`],
    ['/api/user/notification-settings', '/api/user/notification-settings'],
    ['/api/user/account/deletion-preview', '/api/user/account/deletion-preview'],
    ['/assets/index-BwUol9_T.js', '/assets/index-BwUol9_T.js'],
    ['/assets/vendor.min.js', '/assets/vendor.min.js'],
    ['/shared/', '/shared/'],
    ['/api/password/forgot', '/api/password/forgot'],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(redactUrl(input)).toBe(expected);
  });
});
