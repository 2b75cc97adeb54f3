// Types of the test kit (plain CommonJS, so .mjs scripts, jest and Playwright all load it as is).
import type { ChildProcess } from 'node:child_process';

export declare function freePort(): Promise<number>;

/** The system Chromium and its flags (no downloaded browser, no network). */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];

export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  describe?: () => string;
}
/** Polls `check` until it returns a truthy value, which it resolves with. */
export declare function waitFor<T>(check: () => T | Promise<T>, options?: WaitOptions): Promise<NonNullable<T>>;

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}
export interface RequestOptions {
  body?: unknown;
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
}
export declare function request<T = any>(baseUrl: string, method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
export declare function call<T = any>(baseUrl: string, method: string, path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
export declare class Api {
  constructor(baseUrl: string);
  readonly baseUrl: string;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  get<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  put<T = any>(path: string, body?: unknown, token?: string): Promise<ApiResponse<T>>;
  delete<T = any>(path: string, token?: string): Promise<ApiResponse<T>>;
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}
type DataDirs = string | string[];
export declare function readOutbox(dataDirs: DataDirs): OutboxMail[];
export declare function mailsTo(dataDirs: DataDirs, to: string): OutboxMail[];
export declare function waitForMail(dataDirs: DataDirs, to: string, subject: RegExp, options?: { timeoutMs?: number }): Promise<OutboxMail>;
export declare function waitForLink(dataDirs: DataDirs, to: string, match: string | RegExp, options?: { after?: number; timeoutMs?: number }): Promise<string>;

export declare const ROOT: string;
export declare const MAIN: string;
export interface ServerProcess {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  port: number;
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(options?: { signal?: NodeJS.Signals; killAfterMs?: number }): Promise<number | null>;
}
export interface SpawnOptions {
  nodeArgs?: string[];
  inheritEnv?: boolean;
  name?: string;
  /** The entry point, when not server/dist/main.js (e.g. scripts/start.mjs, as `npm start` runs it). */
  script?: string;
  /** Arguments after the script (e.g. `['start']` for npm's CLI). */
  args?: string[];
}
export declare function spawnServer(env?: Record<string, string>, options?: SpawnOptions): ServerProcess;
export declare function waitHealthy(url: string, options?: { timeoutMs?: number; proc?: ServerProcess }): Promise<void>;

export interface RunningServer extends ServerProcess {
  dataDir: string;
  inviteCode: string;
  startMs: number;
}
export interface StartOptions extends SpawnOptions {
  env?: Record<string, string> | ((port: number) => Record<string, string>);
  timeoutMs?: number;
}
export declare function startServer(options?: StartOptions): Promise<RunningServer>;

/** One SMTP session for nodemailer on an accepted socket: every message goes to `onMessage`. */
export declare function speakSmtp(
  socket: import('node:net').Socket,
  onMessage: (message: { rcpt: string[]; data: string }) => void,
  options?: { greeting?: string; dataReply?: string; rcptReply?: (line: string) => string },
): void;
/** A received message as a test reads it: recipients, decoded text, links. */
export declare function sinkMail(message: { rcpt: string[]; data: string }): { rcpt: string[]; text: string; links: string[] };
export declare function decodeQuotedPrintable(raw: string): string;
export declare function escapeRegExp(text: string): string;
