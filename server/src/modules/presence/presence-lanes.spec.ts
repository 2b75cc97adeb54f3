import { randomUUID } from 'node:crypto';
import { laneCount, laneOf } from './presence.service';

describe('presence write lanes', () => {
  it('one line on the embedded single session, a few on a pooled server, never most of the pool', () => {
    expect(laneCount(1)).toBe(1);
    expect(laneCount(4)).toBe(1);
    expect(laneCount(10)).toBe(2);
    expect(laneCount(100)).toBe(3);
  });

  it('puts a share in the same line every time, and spreads shares over all of them', () => {
    const ids = Array.from({ length: 300 }, () => randomUUID());
    for (const id of ids) {
      expect(laneOf(id, 3)).toBe(laneOf(id, 3));
      expect(laneOf(id, 1)).toBe(0);
    }
    const used = new Set(ids.map((id) => laneOf(id, 3)));
    expect([...used].sort()).toEqual([0, 1, 2]);
  });
});
