import { CROSSING_WINDOW_MS, ProgressSettler, type ProgressTick } from './progress-settler';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0, ms)).toISOString();
/** A tick of `item` at `ms` whose event shows `completed`. */
const tick = (ms: number, item: string, complete: boolean, completed: string[]): ProgressTick => ({
  updatedAt: at(ms),
  itemId: item,
  complete,
  completedItems: completed.map((itemId) => ({ itemId })),
});

describe('ProgressSettler', () => {
  let now: number;
  let settled: string[];
  let finishSettle: Array<() => void>;
  let settler: ProgressSettler;
  beforeEach(() => {
    now = 1_000_000;
    settled = [];
    finishSettle = [];
    settler = new ProgressSettler(
      (shareId) =>
        new Promise<void>((resolve) => {
          settled.push(shareId);
          finishSettle.push(resolve);
        }),
      () => now,
    );
  });
  const flush = async () => {
    finishSettle.splice(0).forEach((resolve) => resolve());
    await new Promise((r) => setImmediate(r));
  };

  it("settles when another process's newer tick, heard soon after one saved here, misses it", () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    now += 50;
    settler.heardFromAnother('s1', tick(20, 'b', true, ['b'])); // its statement did not see a
    expect(settled).toEqual(['s1']);
  });

  it('settles when the newer tick was heard before the one saved here was broadcast', () => {
    settler.heardFromAnother('s1', tick(20, 'b', true, ['b']));
    now += 50;
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    expect(settled).toEqual(['s1']);
  });

  it('two ticks in one millisecond (updatedAt\'s precision) that miss each other are a crossing too', () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s1', tick(10, 'b', true, ['b']));
    expect(settled).toEqual(['s1']);
  });

  it('no read when the newer tick shows the one saved here: ticks one after another through two processes', () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s1', tick(20, 'b', true, ['a', 'b']));
    settler.savedHere('s1', tick(30, 'a', false, ['b']));
    settler.heardFromAnother('s1', tick(40, 'c', true, ['b', 'c']));
    expect(settled).toEqual([]);
  });

  it('no read when the newer tick is of the same item (its state is the right one), or older (followers drop it)', () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s1', tick(20, 'a', false, []));
    settler.savedHere('s1', tick(30, 'b', true, ['b']));
    settler.heardFromAnother('s1', tick(25, 'c', true, ['c']));
    expect(settled).toEqual([]);
  });

  it('no read for ticks of other shares, ticks heard after the window, ticks only from elsewhere', () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s2', tick(20, 'b', true, ['b']));
    now += CROSSING_WINDOW_MS;
    settler.heardFromAnother('s1', tick(30, 'b', true, ['b']));
    settler.heardFromAnother('s3', tick(40, 'c', true, ['c']));
    settler.heardFromAnother('s3', tick(50, 'd', true, ['d']));
    expect(settled).toEqual([]);
  });

  it('one settle of a share at a time; one asked for meanwhile runs once after it', async () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s1', tick(20, 'b', true, ['b']));
    settler.heardFromAnother('s1', tick(30, 'c', true, ['b', 'c']));
    settler.heardFromAnother('s1', tick(40, 'd', true, ['b', 'c', 'd']));
    expect(settled).toEqual(['s1']);
    await flush();
    expect(settled).toEqual(['s1', 's1']);
    await flush();
    expect(settled).toEqual(['s1', 's1']);
  });

  it('knows what the newest event showed: the settle broadcasts only when the share now shows otherwise', () => {
    settler.savedHere('s1', tick(10, 'b', true, ['a', 'b']));
    expect(settler.shows('s1', ['b', 'a'])).toBe(true);
    settler.heardFromAnother('s1', tick(20, 'c', true, ['c'])); // crossed: misses a and b
    expect(settler.shows('s1', ['a', 'b', 'c'])).toBe(false);
    settler.heardFromAnother('s1', tick(5, 'a', true, ['a'])); // older: followers drop it
    expect(settler.shows('s1', ['c'])).toBe(true);
    settler.settledHere('s1', tick(20, 'c', true, ['a', 'b', 'c'])); // the same updatedAt: followers keep the last one
    expect(settler.shows('s1', ['a', 'b', 'c'])).toBe(true);
    expect(settler.shows('s2', [])).toBe(false);
  });

  it('forgets shares once the window has passed', () => {
    settler.savedHere('s1', tick(10, 'a', true, ['a']));
    settler.heardFromAnother('s2', tick(20, 'b', true, ['b']));
    expect(settler.size).toBe(2);
    now += CROSSING_WINDOW_MS;
    settler.savedHere('s3', tick(30, 'c', true, ['c']));
    expect(settler.size).toBe(1);
  });
});
