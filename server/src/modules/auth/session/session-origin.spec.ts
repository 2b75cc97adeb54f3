import { describeDevice, maskedPlace } from './session-origin';

describe('session origin', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
  ])('names the device of %s', (ua, device) => {
    expect(describeDevice(ua)).toBe(device);
  });

  it('names nothing it cannot tell', () => {
    expect(describeDevice(undefined)).toBeNull();
    expect(describeDevice('')).toBeNull();
  });

  it.each([
    ['203.0.113.42', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:1:2::5', '2001:db8:1::/48'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8::/48'],
    ['::1', '::/48'],
    ['fe80::1%eth0', 'fe80::/48'],
    ['unknown', null],
    [undefined, null],
  ])('masks %s as %s', (ip, place) => {
    expect(maskedPlace(ip)).toBe(place);
  });
});
