import { firstCodePoints, isLongerThan, textLength } from './text-length';

describe('textLength', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(textLength('')).toBe(0);
    expect(textLength('abc')).toBe(3);
    expect(textLength('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(textLength('😀'.repeat(5_000))).toBe(5_000);
    expect(textLength('Grüße, 東京')).toBe(9);
    // A lone surrogate is one code point, as PostgreSQL would never see it (JSON refuses it earlier).
    expect(textLength('a\uD83D')).toBe(2);
  });

  it('bounds by code points', () => {
    expect(isLongerThan('😀'.repeat(5_000), 5_000)).toBe(false);
    expect(isLongerThan('😀'.repeat(5_001), 5_000)).toBe(true);
  });

  it('cuts at a code point, never half an emoji', () => {
    expect(firstCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(firstCodePoints('abc', 5)).toBe('abc');
  });
});
