import { relyingParty } from './relying-party';

describe('relyingParty (where passkeys are offered)', () => {
  it('is the host and origin of an https:// or http://localhost APP_URL', () => {
    expect(relyingParty('https://lists.example.com/app')).toEqual({ id: 'lists.example.com', origin: 'https://lists.example.com', name: 'Ticklist' });
    expect(relyingParty('http://localhost:5173')).toEqual({ id: 'localhost', origin: 'http://localhost:5173', name: 'Ticklist' });
  });

  it('is null for plain http elsewhere and for IP addresses', () => {
    for (const url of ['http://lists.example.com', 'http://127.0.0.1:3000', 'https://10.0.0.2', 'https://[::1]:8443', 'not a url']) expect(relyingParty(url)).toBeNull();
  });
});
