import { SHARE_PAGE_DEFAULT } from '@ticklist/contracts';
import { DomainError } from '../../common/domain-error';
import { encodeShareCursor, parseShareCursor, parseShareLimit } from './share-page-query';

const fieldOf = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    return Object.keys((error as DomainError).errors ?? {});
  }
  return [];
};

describe('recipients list query', () => {
  it('limit: default, 1..100, else 422 keyed limit', () => {
    expect(parseShareLimit(undefined)).toBe(SHARE_PAGE_DEFAULT);
    expect(parseShareLimit('1')).toBe(1);
    expect(parseShareLimit('100')).toBe(100);
    for (const bad of ['0', '101', '-1', '1.5', 'x', ['5', '6'], '0010x']) expect(fieldOf(() => parseShareLimit(bad))).toEqual(['limit']);
  });

  it('cursor: round-trips, anything else is a 422 keyed cursor', () => {
    const cursor = { atUs: '1795942631180123', id: '3f1c0f9e-8a9b-4c3d-9e8f-0a1b2c3d4e5f' };
    expect(parseShareCursor(encodeShareCursor(cursor))).toEqual(cursor);
    expect(parseShareCursor(undefined)).toBeNull();
    for (const bad of ['nope', 'a'.repeat(200), Buffer.from('12.not-a-uuid').toString('base64url'), ['a', 'b'], '%%']) {
      expect(fieldOf(() => parseShareCursor(bad))).toEqual(['cursor']);
    }
  });
});
