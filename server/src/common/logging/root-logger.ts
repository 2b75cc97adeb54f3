import { destination, pino, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';
import { REDACT_PATHS } from '../redact';

/**
 * The one pino logger: Nest's app logger (nestjs-pino) and the request log both write through it.
 * Given only options, each would make its own, and with the pretty format each its own pino-pretty
 * thread (a V8 isolate and some 15 MB of an idle process each).
 */
export function rootLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  return config.logFormat === 'pretty' ? pino(options, prettyStdout()) : pino(options, bufferedStdout());
}

/**
 * pino's own asynchronous stdout, written in blocks of at least 4 KiB or every 250 ms, and flushed
 * at exit (pino registers that). A write per line was about 5 % of the HTTP thread's time under a
 * stream of saves (bench/RESULTS.md); a line now reaches the terminal at most a quarter second late.
 */
function bufferedStdout() {
  return destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/**
 * The pretty format, formatted as each line is written: pino-pretty's formatter in front of the
 * buffered stdout. pino-pretty's stream does the same through a line splitter and two object-mode
 * streams, which cost about 8 % of the saves a second (bench/RESULTS.md).
 */
function prettyStdout(): DestinationStream {
  const format = prettyFactory({ singleLine: true, colorize: false, translateTime: false, customPrettifiers: { time: clockTime } });
  const stdout = bufferedStdout();
  return { write: (line: string) => void stdout.write(format(line)) };
}

/**
 * `[HH:MM:ss.l]` in local time, as pino-pretty's own time format writes it. pino-pretty formats
 * through dateformat, which was a twentieth of what a save allocated.
 */
export function clockTime(epochMs: string | number | object): string {
  const time = new Date(Number(epochMs));
  if (Number.isNaN(time.getTime())) return `[${String(epochMs)}]`;
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  const ms = time.getMilliseconds();
  return `[${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}]`;
}
