import type { LoggerService } from '@nestjs/common';

/** Nest's own start-up lines: one per module, controller and route (some 60 at every start). */
const FRAMEWORK_CONTEXTS: ReadonlySet<string> = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/**
 * The app logger with Nest's start-up chatter moved from info to debug, so an info log shows
 * what the product does (its start line, requests, warnings). LOG_LEVEL=debug shows it all.
 */
export class QuietFrameworkLogger implements LoggerService {
  constructor(private readonly inner: LoggerService) {}

  log(message: unknown, ...params: unknown[]): void {
    const context = params.at(-1);
    if (typeof context === 'string' && FRAMEWORK_CONTEXTS.has(context)) this.inner.debug?.(message, ...params);
    else this.inner.log(message, ...params);
  }
  error(message: unknown, ...params: unknown[]): void {
    this.inner.error(message, ...params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    this.inner.warn(message, ...params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    this.inner.debug?.(message, ...params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    this.inner.verbose?.(message, ...params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    (this.inner.fatal ?? this.inner.error).call(this.inner, message, ...params);
  }
}
