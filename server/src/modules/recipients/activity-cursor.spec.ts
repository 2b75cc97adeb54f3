import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor';

describe('activity cursor', () => {
  it('round-trips a position and is opaque', () => {
    const cursor = { atUs: '1795800123456789', id: '42' };
    const text = encodeActivityCursor(cursor);
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeActivityCursor(text)).toEqual(cursor);
  });

  it('refuses anything else', () => {
    for (const bad of ['', 'abc', '!!!', Buffer.from('1.x').toString('base64url'), Buffer.from('1;2').toString('base64url'), 'A'.repeat(65)]) {
      expect(decodeActivityCursor(bad)).toBeNull();
    }
  });
});
