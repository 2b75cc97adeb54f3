import { pino } from 'pino';
import { prettyFactory } from 'pino-pretty';
import { clockTime, createLogging, PRETTY_OPTIONS, type Logging, type RequestLineFields } from './root-logger';

/** What the logging writes while `run` runs. */
function outputOf(run: (logging: Logging) => void, config: Parameters<typeof createLogging>[0]): string {
  const written: string[] = [];
  run(createLogging(config, { write: (text: string) => void written.push(text) }));
  return written.join('');
}

const FIELDS: RequestLineFields = { req: { id: 'r-1', method: 'POST', url: '/api/guest/shared/[redacted]/respond?q="é"' }, res: { statusCode: 200 }, responseTime: 12 };

describe('createLogging', () => {
  it('writes a pretty request line exactly as pino-pretty writes the same record logged through pino', () => {
    const out = outputOf(({ requestLine }) => {
      requestLine('info', 'request completed', FIELDS);
      requestLine('error', 'request errored', { ...FIELDS, res: { statusCode: 503 } });
    }, { logLevel: 'info', logFormat: 'pretty' });

    // The same two records through pino (as the JSON format writes them) and pino-pretty.
    const records: string[] = [];
    const reference = pino({ level: 'info' }, { write: (line: string) => void records.push(line) });
    reference.info(FIELDS, 'request completed');
    reference.error({ ...FIELDS, res: { statusCode: 503 } }, 'request errored');
    const format = prettyFactory(PRETTY_OPTIONS);
    const [first, second] = out.split('\n');
    const timeless = (line: string) => line.replace(/^\[[^\]]*\] /, '');
    expect(timeless(first!)).toBe(timeless(format(records[0]!).trimEnd()));
    expect(timeless(second!)).toBe(timeless(format(records[1]!).trimEnd()));
    expect(first).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO \(\d+\): request completed \{"req":/);
  });

  it('leaves out request lines below the log level, in either format', () => {
    for (const logFormat of ['pretty', 'json'] as const) {
      const out = outputOf(({ requestLine }) => {
        requestLine('info', 'request completed', FIELDS);
        requestLine('error', 'request errored', FIELDS);
      }, { logLevel: 'warn', logFormat });
      expect({ logFormat, lines: out.trim().split('\n').length, errored: out.includes('request errored'), completed: out.includes('request completed') })
        .toEqual({ logFormat, lines: 1, errored: true, completed: false });
    }
  });
});

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
