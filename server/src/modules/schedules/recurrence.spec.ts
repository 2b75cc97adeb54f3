import { checkRule, describe as inWords, latestOccurrence, nextOccurrence, occurrencesAfter, parseStartsAt } from './recurrence';

const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
const at = (s: string) => new Date(s);

describe('recurrence', () => {
  it('a weekday schedule runs Monday to Friday across a week, then Monday again', () => {
    const weekdays = { rrule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', startsAt: '2026-03-02T17:30', timeZone: 'Europe/London' };
    expect(iso(occurrencesAfter(weekdays, at('2026-03-01T12:00:00Z'), 6))).toEqual([
      '2026-03-02T17:30:00.000Z', '2026-03-03T17:30:00.000Z', '2026-03-04T17:30:00.000Z',
      '2026-03-05T17:30:00.000Z', '2026-03-06T17:30:00.000Z', '2026-03-09T17:30:00.000Z',
    ]);
    // Strictly after the clock: at 17:30 on Tuesday the next one is Wednesday's.
    expect(nextOccurrence(weekdays, at('2026-03-03T17:30:00Z'))?.toISOString()).toBe('2026-03-04T17:30:00.000Z');
    expect(inWords(weekdays)).toBe('Every weekday at 17:30, Europe/London');
  });

  it('monthly "last Friday" falls on each month\'s last Friday', () => {
    const lastFriday = { rrule: 'FREQ=MONTHLY;BYDAY=-1FR', startsAt: '2026-01-01T09:00', timeZone: 'UTC' };
    expect(iso(occurrencesAfter(lastFriday, at('2026-01-01T00:00:00Z'), 4))).toEqual([
      '2026-01-30T09:00:00.000Z', '2026-02-27T09:00:00.000Z', '2026-03-27T09:00:00.000Z', '2026-04-24T09:00:00.000Z',
    ]);
    expect(inWords(lastFriday)).toBe('Every month on the last Friday at 09:00, UTC');
  });

  it('Europe/London: a time the spring jump skips runs at the next valid minute; one autumn repeats runs once, at the first', () => {
    const daily = { rrule: 'FREQ=DAILY', startsAt: '2026-03-27T01:30', timeZone: 'Europe/London' };
    expect(iso(occurrencesAfter(daily, at('2026-03-27T00:00:00Z'), 4))).toEqual([
      '2026-03-27T01:30:00.000Z', // GMT
      '2026-03-28T01:30:00.000Z',
      '2026-03-29T01:00:00.000Z', // 01:30 does not exist: 02:00 BST, when the clocks jump
      '2026-03-30T00:30:00.000Z', // 01:30 BST
    ]);
    expect(iso(occurrencesAfter(daily, at('2026-10-24T00:00:00Z'), 3))).toEqual([
      '2026-10-24T00:30:00.000Z', // BST
      '2026-10-25T00:30:00.000Z', // 01:30 twice: the first (BST) only
      '2026-10-26T01:30:00.000Z', // GMT
    ]);
  });

  it('America/New_York across both changes', () => {
    const daily = { rrule: 'FREQ=DAILY', startsAt: '2026-03-07T02:30', timeZone: 'America/New_York' };
    expect(iso(occurrencesAfter(daily, at('2026-03-07T00:00:00Z'), 3))).toEqual([
      '2026-03-07T07:30:00.000Z', // EST
      '2026-03-08T07:00:00.000Z', // 02:30 skipped: 03:00 EDT
      '2026-03-09T06:30:00.000Z', // EDT
    ]);
    const late = { rrule: 'FREQ=DAILY', startsAt: '2026-10-31T01:30', timeZone: 'America/New_York' };
    expect(iso(occurrencesAfter(late, at('2026-10-31T00:00:00Z'), 3))).toEqual([
      '2026-10-31T05:30:00.000Z', // EDT
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, not again at 01:30 EST
      '2026-11-02T06:30:00.000Z', // EST
    ]);
  });

  it('reads the same rule on a recipient\'s own wall clock', () => {
    const daily = { rrule: 'FREQ=DAILY', startsAt: '2026-06-01T09:00', timeZone: 'Europe/London' };
    expect(nextOccurrence(daily, at('2026-06-01T00:00:00Z'))?.toISOString()).toBe('2026-06-01T08:00:00.000Z');
    expect(nextOccurrence(daily, at('2026-06-01T00:00:00Z'), 'America/New_York')?.toISOString()).toBe('2026-06-01T13:00:00.000Z');
  });

  it('finds the latest moment at or before a time (a catch-up after downtime), and none before the start', () => {
    const daily = { rrule: 'FREQ=DAILY', startsAt: '2026-03-01T08:00', timeZone: 'UTC' };
    expect(latestOccurrence(daily, at('2026-03-01T00:00:00Z'), at('2026-03-04T09:00:00Z'))?.toISOString()).toBe('2026-03-04T08:00:00.000Z');
    expect(latestOccurrence(daily, at('2026-03-04T08:00:00Z'), at('2026-03-04T09:00:00Z'))).toBeNull();
    expect(latestOccurrence(daily, at('2026-02-01T00:00:00Z'), at('2026-02-28T09:00:00Z'))).toBeNull();
  });

  it('ends with COUNT and UNTIL', () => {
    const fiveTimes = { rrule: 'FREQ=DAILY;COUNT=2', startsAt: '2026-03-01T08:00', timeZone: 'UTC' };
    expect(iso(occurrencesAfter(fiveTimes, at('2026-01-01T00:00:00Z'), 5))).toEqual(['2026-03-01T08:00:00.000Z', '2026-03-02T08:00:00.000Z']);
    expect(nextOccurrence(fiveTimes, at('2026-03-02T08:00:00Z'))).toBeNull();
    expect(nextOccurrence({ ...fiveTimes, rrule: 'FREQ=DAILY;UNTIL=20260305T080000' }, at('2026-03-05T07:00:00Z'))?.toISOString()).toBe('2026-03-05T08:00:00.000Z');
    expect(nextOccurrence({ ...fiveTimes, rrule: 'FREQ=DAILY;UNTIL=20260305T080000' }, at('2026-03-05T08:00:00Z'))).toBeNull();
    // February 29th comes back in leap years.
    expect(nextOccurrence({ ...fiveTimes, rrule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29' }, at('2026-03-01T00:00:00Z'))?.toISOString()).toBe('2028-02-29T08:00:00.000Z');
  });

  it('refuses rules more frequent than daily, malformed ones, DTSTART in the rule and rules that never match', () => {
    const tuesday = parseStartsAt('2026-03-03T09:00')!;
    expect(checkRule('FREQ=HOURLY', tuesday)).toEqual({ fault: 'too_frequent' });
    expect(checkRule('FREQ=DAILY;BYHOUR=9,17', tuesday)).toEqual({ fault: 'too_frequent' });
    expect(checkRule('FREQ=MINUTELY;INTERVAL=1440', tuesday)).toEqual({ fault: 'too_frequent' });
    for (const bad of ['', 'FREQ=SOMETIMES', 'INTERVAL=2', 'FREQ=DAILY;INTERVAL=0', 'DTSTART:20260301T080000\nRRULE:FREQ=DAILY', 'FREQ=DAILY;DTSTART=20260301T080000', 'FREQ=WEEKLY;BYDAY=XX', 'FREQ=DAILY;FOO=1',
      // Rules that never match are refused before any search.
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', 'FREQ=DAILY;BYMONTH=4;BYMONTHDAY=31', 'FREQ=MONTHLY;BYDAY=6MO', 'FREQ=WEEKLY;BYDAY=MO;BYSETPOS=2', 'FREQ=DAILY;BYYEARDAY=1',
      'FREQ=DAILY;INTERVAL=7;BYDAY=MO', 'FREQ=MONTHLY;BYMONTH=2', 'FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29']) {
      expect(checkRule(bad, tuesday)).toEqual({ fault: 'invalid' });
    }
    // Every 12 months from April never reaches a 31st; from March it does.
    expect(checkRule('FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31', parseStartsAt('2026-04-01T09:00')!)).toEqual({ fault: 'invalid' });
    for (const good of ['RRULE:FREQ=WEEKLY;BYDAY=MO', 'FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1', 'FREQ=MONTHLY;BYDAY=5MO', 'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=DAILY;INTERVAL=7;BYDAY=TU', 'FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31', 'FREQ=DAILY;INTERVAL=2;BYDAY=MO', 'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', 'FREQ=YEARLY;BYDAY=20MO']) {
      expect(checkRule(good, tuesday)).toHaveProperty('options');
    }
  });

  it('reads starts only as real local dates and times', () => {
    expect(parseStartsAt('2026-03-03T17:30')?.toISOString()).toBe('2026-03-03T17:30:00.000Z');
    for (const bad of ['2026-02-30T10:00', '2026-03-03T24:00', '2026-03-03 17:30', '2026-03-03T17:30:00', '2026-03-03T17:30Z']) expect(parseStartsAt(bad)).toBeNull();
  });

  it('describes rules in words', () => {
    const base = { startsAt: '2026-03-03T07:05', timeZone: 'America/New_York' };
    expect(inWords({ ...base, rrule: 'FREQ=DAILY' })).toBe('Every day at 07:05, America/New_York');
    expect(inWords({ ...base, rrule: 'FREQ=DAILY;INTERVAL=3' })).toBe('Every 3 days at 07:05, America/New_York');
    expect(inWords({ ...base, rrule: 'FREQ=WEEKLY;BYDAY=MO,TH' })).toBe('Every week on Monday, Thursday at 07:05, America/New_York');
    expect(inWords({ ...base, rrule: 'FREQ=MONTHLY' })).toBe('Every month on day 3 at 07:05, America/New_York');
    expect(inWords({ ...base, rrule: 'FREQ=YEARLY' })).toBe('Every year on 3 March at 07:05, America/New_York');
  });
});
