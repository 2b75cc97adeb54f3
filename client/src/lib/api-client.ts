import { GENERIC_MESSAGES, type ErrorBody } from '@ticklist/contracts';
import { takeEarlyGet } from './early-get';
import { readStoredSession } from './storage';

/** An answer that was not 2xx: status plus the contract's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** A request that never got an answer (offline, DNS, server down). */
export class NetworkError extends Error {}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;

/** The auth provider registers how a 401 logs the user out. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Attach the stored bearer token (default true when one is stored). */
  auth?: boolean;
  signal?: AbortSignal;
  /** A body that is not JSON (a CSV file's text), sent as it is with its media type. */
  rawBody?: { type: string; text: string };
  /** Extra request headers (e.g. `Idempotency-Key`). */
  headers?: Record<string, string>;
  /**
   * The server's answer now or a NetworkError: no early GET, no HTTP cache, and the guest page's
   * service worker does not stand in with its offline copy (it reads `cache: 'no-store'`).
   */
  fresh?: boolean;
}

/**
 * Calls the API under /api with a JSON body and, when signed in, the bearer token.
 * A 401 on an authenticated call logs the user out and throws 'Authentication required'.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined || method !== 'GET') headers['Content-Type'] = options.rawBody?.type ?? 'application/json';
  const token = options.auth === false ? null : readStoredSession().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    const early = method === 'GET' && !token && !options.fresh ? takeEarlyGet(path) : undefined;
    response = await (early ??
      fetch(`/api${path}`, {
        method,
        headers,
        body: options.rawBody ? options.rawBody.text : body !== undefined ? JSON.stringify(body) : method !== 'GET' ? '{}' : undefined,
        signal,
        ...(options.fresh ? { cache: 'no-store' as const } : {}),
      }));
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError(GENERIC_MESSAGES.networkError);
  }

  const data = await readJson(response);
  if (response.ok) return data as T;
  if (response.status === 401 && token) {
    onUnauthorized();
    throw new ApiError(401, GENERIC_MESSAGES.authenticationRequired, undefined, data);
  }
  const err = (data ?? {}) as Partial<ErrorBody> & { error?: string };
  throw new ApiError(response.status, err.message ?? err.error ?? GENERIC_MESSAGES.anErrorOccurred, err.errors, data);
}

/** GETs a file (e.g. a CSV export) with the bearer token; errors as apiRequest's. */
export async function apiBlob(path: string): Promise<Blob> {
  const token = readStoredSession().token;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new NetworkError(GENERIC_MESSAGES.networkError);
  }
  if (response.ok) return response.blob();
  const err = ((await readJson(response)) ?? {}) as Partial<ErrorBody>;
  if (response.status === 401 && token) onUnauthorized();
  throw new ApiError(response.status, err.message ?? GENERIC_MESSAGES.anErrorOccurred, err.errors, err);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The message to show for a failed call, falling back to a screen's default text. */
export function errorMessage(error: unknown, fallback: string, networkFallback?: string): string {
  if (error instanceof NetworkError) return networkFallback ?? fallback;
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}
