import { destination, pino, type DestinationStream, type Logger } from 'pino';
import { prettyFactory } from 'pino-pretty';
import type { AppConfig } from '../../config/app-config';
import { REDACT_PATHS } from '../redact';

/** A request line's fields (request-log.ts): already redacted where they need to be. */
export interface RequestLineFields {
  req: { id: string; method: string; url?: string };
  /** None when the client went away before the answer. */
  res?: { statusCode: number };
  responseTime?: number;
}

/** Writes one request line at `level`, when the log level lets it through. */
export type RequestLineWriter = (level: 'info' | 'error', message: string, fields: RequestLineFields) => void;

export interface Logging {
  /** The one pino logger: Nest's app logger (nestjs-pino) and every service write through it. */
  logger: Logger;
  /** The request log's way to the same output (requestLinesThroughPino, prettyRequestLines). */
  requestLine: RequestLineWriter;
}

/**
 * The process's logging. One pino logger: given only options, Nest's app logger and the request log
 * would each make their own, and with the pretty format each its own pino-pretty thread (a V8
 * isolate and some 15 MB of an idle process each).
 */
export function createLogging(config: Pick<AppConfig, 'logLevel' | 'logFormat'>, output: DestinationStream = bufferedStdout()): Logging {
  const options = { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' } };
  if (config.logFormat !== 'pretty') {
    const logger = pino(options, output);
    return { logger, requestLine: requestLinesThroughPino(logger) };
  }
  const format = prettyFactory(PRETTY_OPTIONS);
  const logger = pino(options, { write: (line: string) => void output.write(format(line)) });
  return { logger, requestLine: prettyRequestLines(logger, output) };
}

/**
 * pino's own asynchronous stdout, written in blocks of at least 4 KiB or every 250 ms, and flushed
 * at exit (pino registers that). A write per line was about 5 % of the HTTP thread's time under a
 * stream of saves (bench/RESULTS.md); a line now reaches the terminal at most a quarter second late.
 *
 * The pretty format is pino-pretty's formatter in front of it, called as each line is written:
 * pino-pretty's stream does the same through a line splitter and two object-mode streams, which
 * cost about 8 % of the saves a second (bench/RESULTS.md).
 */
function bufferedStdout() {
  return destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 250 });
}

/** pino-pretty's default look on one line, uncoloured, its time written by clockTime. */
export const PRETTY_OPTIONS = { singleLine: true, colorize: false, translateTime: false, customPrettifiers: { time: clockTime } } as const;

/**
 * JSON lines: through pino, without the root logger's redaction. A request line is built from
 * parts already redacted, and pino's redaction copies each object it is given (about 2 % of the
 * HTTP thread under a stream of saves).
 */
function requestLinesThroughPino(logger: Logger): RequestLineWriter {
  const requestLogger = logger.child({}, { redact: [] });
  return (level, message, fields) => requestLogger[level](fields, message);
}

/**
 * Pretty request lines, written as pino-pretty writes them (root-logger.spec.ts holds them to it)
 * but straight to the output: through pino they were serialised to JSON, parsed back, deep-copied
 * and walked by pino-pretty, a tenth of the HTTP thread under a stream of saves (bench/RESULTS.md).
 */
function prettyRequestLines(logger: Logger, output: DestinationStream): RequestLineWriter {
  return (level, message, fields) => {
    if (!logger.isLevelEnabled(level)) return;
    output.write(`${clockTime(Date.now())} ${level.toUpperCase()} (${process.pid}): ${message} ${JSON.stringify(fields)}\n`);
  };
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
