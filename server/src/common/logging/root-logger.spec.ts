import { prettyFactory } from 'pino-pretty';
import { clockTime } from './root-logger';

describe('clockTime', () => {
  // pino-pretty's own time format (translateTime: true), which clockTime stands in for.
  const prettyDefault = prettyFactory({ singleLine: true, colorize: false });
  const timeOf = (line: string) => line.slice(0, line.indexOf(']') + 1);

  it('writes a time as pino-pretty does by default, to the millisecond', () => {
    const moments = [
      Date.UTC(2026, 10, 28, 0, 0, 0, 0),
      Date.UTC(2026, 10, 28, 9, 5, 7, 3),
      Date.UTC(2026, 10, 28, 13, 45, 59, 42),
      Date.UTC(2026, 10, 28, 23, 59, 59, 999),
      Date.now(),
    ];
    for (const time of moments) {
      const expected = timeOf(prettyDefault(JSON.stringify({ level: 30, time, msg: 'x' })));
      expect({ time, line: clockTime(time) }).toEqual({ time, line: expected });
    }
  });

  it('shows a value that is not a time as it is', () => {
    expect(clockTime('soon')).toBe('[soon]');
  });
});
