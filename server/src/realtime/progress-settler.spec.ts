import { CROSSING_WINDOW_MS, ProgressSettler } from './progress-settler';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 12, 0, 0, ms)).toISOString();

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

  it('a newer tick of a share heard from another process soon after one saved here settles the share', () => {
    settler.savedHere('s1', at(10), ['a']);
    now += 50;
    settler.heardFromAnother('s1', at(20), []);
    expect(settled).toEqual(['s1']);
  });

  it('a tick saved here soon after another process\'s newer one was heard settles it too (the older save learns of the crossing)', () => {
    settler.heardFromAnother('s1', at(20), []);
    now += 50;
    settler.savedHere('s1', at(10), ['a']);
    expect(settled).toEqual(['s1']);
  });

  it('the process with the newer tick leaves it to the other one: an older tick heard is a settle or a repeat', () => {
    settler.savedHere('s1', at(20), []);
    settler.heardFromAnother('s1', at(10), []);
    settler.heardFromAnother('s1', at(20), []);
    expect(settled).toEqual([]);
  });

  it('two ticks in one millisecond (updatedAt\'s precision) with different progress are a crossing too', () => {
    settler.savedHere('s1', at(10), ['a']);
    settler.heardFromAnother('s1', at(10), ['b']);
    expect(settled).toEqual(['s1']);
  });

  it('nothing to settle: ticks of other shares, ticks heard long after, ticks only from elsewhere', () => {
    settler.savedHere('s1', at(10), ['a']);
    settler.heardFromAnother('s2', at(20), []);
    now += CROSSING_WINDOW_MS;
    settler.heardFromAnother('s1', at(30), []);
    settler.heardFromAnother('s3', at(40), []);
    settler.heardFromAnother('s3', at(50), []);
    expect(settled).toEqual([]);
  });

  it('one settle of a share at a time; one asked for meanwhile runs once after it', async () => {
    settler.savedHere('s1', at(10), ['a']);
    settler.heardFromAnother('s1', at(20), []);
    settler.heardFromAnother('s1', at(30), []);
    settler.heardFromAnother('s1', at(40), []);
    expect(settled).toEqual(['s1']);
    await flush();
    expect(settled).toEqual(['s1', 's1']);
    await flush();
    expect(settled).toEqual(['s1', 's1']);
  });

  it('forgets shares once the window has passed', () => {
    settler.savedHere('s1', at(10), ['a']);
    settler.heardFromAnother('s2', at(20), []);
    expect(settler.size).toBe(2);
    now += CROSSING_WINDOW_MS;
    settler.savedHere('s3', at(30), []);
    expect(settler.size).toBe(1);
  });
  it('knows what the newest event showed: the settle broadcasts only when the share now shows otherwise', () => {
    settler.savedHere('s1', at(10), ['a', 'b']);
    expect(settler.shows('s1', ['b', 'a'])).toBe(true);
    settler.heardFromAnother('s1', at(20), ['c']); // crossed: missing a and b
    expect(settler.shows('s1', ['a', 'b', 'c'])).toBe(false);
    settler.heardFromAnother('s1', at(5), ['a']); // older: followers drop it
    expect(settler.shows('s1', ['c'])).toBe(true);
    settler.settledHere('s1', at(20), ['a', 'b', 'c']); // equal updatedAt: followers keep the last one
    expect(settler.shows('s1', ['a', 'b', 'c'])).toBe(true);
    expect(settler.shows('s2', [])).toBe(false);
  });
});
