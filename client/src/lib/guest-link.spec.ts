import { guestLinkToken, isGuestLinkPath } from './guest-link';

describe('guest links', () => {
  it('reads the access token of /shared/{accessToken}, with or without a trailing slash', () => {
    expect(guestLinkToken('/shared/iCRntKyN7DW8jrob7fv3cHcyf1et1xNtukrj5qUO5rw')).toBe('iCRntKyN7DW8jrob7fv3cHcyf1et1xNtukrj5qUO5rw');
    expect(guestLinkToken('/shared/abc-_1/')).toBe('abc-_1');
    expect(isGuestLinkPath('/shared/abc')).toBe(true);
  });

  it('is no guest link anywhere else', () => {
    for (const path of ['/', '/dashboard', '/shared', '/shared/', '/shared/abc/more', '/dashboard/shared/abc']) {
      expect(guestLinkToken(path)).toBeNull();
      expect(isGuestLinkPath(path)).toBe(false);
    }
  });
});
