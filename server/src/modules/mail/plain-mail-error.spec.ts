import { PLAIN_MAIL_ERRORS, plainMailError } from './plain-mail-error';

const smtpError = (fields: Record<string, unknown>, message = 'raw') => Object.assign(new Error(message), fields);

describe('plainMailError', () => {
  it('names a refused recipient, a refused message and a temporary refusal', () => {
    expect(plainMailError(smtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }))).toBe(PLAIN_MAIL_ERRORS.addressRefused);
    expect(plainMailError(smtpError({ code: 'EMESSAGE', responseCode: 554, command: 'DATA' }))).toBe(PLAIN_MAIL_ERRORS.messageRefused);
    expect(plainMailError(smtpError({ responseCode: 451, command: 'RCPT TO' }))).toBe(PLAIN_MAIL_ERRORS.tryLater);
  });

  it('names an unreachable server, a timeout and a refused sign-in, never the raw text', () => {
    expect(plainMailError(smtpError({ code: 'ESOCKET' }, 'connect ECONNREFUSED 10.0.0.1:25'))).toBe(PLAIN_MAIL_ERRORS.unreachable);
    expect(plainMailError(new Error('mail send timed out after 8000 ms'))).toBe(PLAIN_MAIL_ERRORS.timedOut);
    expect(plainMailError(smtpError({ code: 'ETIMEDOUT' }, 'Greeting never received'))).toBe(PLAIN_MAIL_ERRORS.timedOut);
    expect(plainMailError(smtpError({ code: 'EAUTH', responseCode: 535 }, 'Invalid login: user secret'))).toBe(PLAIN_MAIL_ERRORS.signInRefused);
    expect(plainMailError(new Error('something odd: password=hunter2'))).toBe(PLAIN_MAIL_ERRORS.unknown);
    expect(plainMailError(undefined)).toBe(PLAIN_MAIL_ERRORS.unknown);
  });
});
