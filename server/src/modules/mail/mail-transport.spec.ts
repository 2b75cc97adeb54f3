import { SMTP_POOL_CONNECTIONS, smtpOptions } from './mail-transport';

describe('smtpOptions', () => {
  it('reads host, port, security and credentials from SMTP_URL and bounds every wait', () => {
    expect(smtpOptions('smtps://us%40er:p%3Ass@mail.example.com:2465')).toEqual({
      host: 'mail.example.com',
      port: 2465,
      secure: true,
      auth: { user: 'us@er', pass: 'p:ss' },
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 10_000,
      pool: true,
      maxConnections: SMTP_POOL_CONNECTIONS,
      maxMessages: 1_000,
    });
    expect(smtpOptions('smtp://localhost:1025')).toMatchObject({ host: 'localhost', port: 1025, secure: false, auth: undefined });
  });
});
