import { prependActivity, type ShareActivityData } from './get-share-activity';

const entry = (id: string) => ({ id, kind: 'opened' as const, at: `2026-11-0${id}T00:00:00.000Z` });

describe('prependActivity', () => {
  const data: ShareActivityData = { pages: [{ entries: [entry('2'), entry('1')], nextCursor: null }], pageParams: [null] };

  it('puts a new entry on top of the first page, once', () => {
    const next = prependActivity(data, entry('3'))!;
    expect(next.pages[0]!.entries.map((e) => e.id)).toEqual(['3', '2', '1']);
    expect(prependActivity(next, entry('3'))).toBe(next);
  });

  it('leaves a timeline that is not loaded alone', () => {
    expect(prependActivity(undefined, entry('3'))).toBeUndefined();
  });
});
