import { expectDocumentedAnswer } from './openapi-answers';

/**
 * A tiny HTTP client for the e2e suites: JSON in, status + JSON out. Every answer is checked
 * against the server's OpenAPI document (openapi-answers.ts).
 */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class Api {
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    await expectDocumentedAnswer(this.baseUrl, method, path, res.status, res.headers.get('content-type'), parsed);
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }
  post<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('POST', path, { body: body ?? {}, token });
  }
  put<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PUT', path, { body: body ?? {}, token });
  }
  delete<T = any>(path: string, token?: string) {
    return this.request<T>('DELETE', path, { token });
  }
}

/** Every error body must be the contract's { message, errors? }. */
export function expectErrorBody(body: any): void {
  expect(typeof body?.message).toBe('string');
  for (const key of Object.keys(body)) expect(['message', 'errors']).toContain(key);
  if (body.errors !== undefined) {
    for (const [field, messages] of Object.entries(body.errors)) {
      expect(typeof field).toBe('string');
      expect(Array.isArray(messages)).toBe(true);
    }
  }
}
