import { completedListsOf, type BatchRowProgress } from './batch-completed-lists';

const row = (n: number, share: string, item: string, complete: boolean, candidates: BatchRowProgress['candidates'] = null): BatchRowProgress => ({
  n,
  share_id: share,
  item_id: item,
  complete,
  candidates,
});

describe('completedListsOf', () => {
  it("applies each share's saves in order n to its candidates, whatever order the rows come in", () => {
    const lists = completedListsOf([
      row(3, 's1', 'b', false),
      row(2, 's2', 'x', true, [['x', false], ['y', true]]),
      row(1, 's1', 'c', true, [['a', true], ['b', true], ['c', false]]),
      row(4, 's1', 'a', false),
    ]);
    expect([...lists].sort(([a], [b]) => a - b)).toEqual([
      [1, ['a', 'b', 'c']],
      [2, ['x', 'y']],
      [3, ['a', 'c']],
      [4, ['c']],
    ]);
  });

  it("never throws after the statement committed: a share without candidates gets the batch's own ticks", () => {
    const lists = completedListsOf([row(1, 's1', 'a', true), row(2, 's1', 'b', true), row(3, 's1', 'c', false)]);
    expect(lists.get(1)).toEqual(['a']);
    expect(lists.get(2)).toEqual(['a', 'b']);
    expect(lists.get(3)).toEqual(['a', 'b']);
  });
});
