import { CURSOR_MESSAGES } from '@ticklist/contracts';
import { Api as KitApi, type ApiResponse } from '../../kit';
import { expectDocumentedAnswer } from './openapi-answers';

export type { ApiResponse };
type RequestOptions = Parameters<KitApi['request']>[2];

/**
 * The e2e suites' HTTP client: the test kit's (JSON in, status + JSON out), and every answer is
 * checked against the server's OpenAPI document (openapi-answers.ts): an answer the document
 * does not describe fails the test that got it.
 */
export class Api extends KitApi {
  override async request<T = any>(method: string, path: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    const res = await super.request<T>(method, path, options);
    await expectDocumentedAnswer(this.baseUrl, method, path, res.status, res.headers.get('content-type'), res.body, res.headers);
    return res;
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

/** The one cursor error of every list that pages by cursor (issue 42): 422 `{ message, errors: { cursor } }`. */
export function expectCursorError(res: { status: number; body: any }): void {
  expect({ status: res.status, errors: res.body?.errors }).toEqual({ status: 422, errors: { cursor: [CURSOR_MESSAGES.invalid] } });
  expectErrorBody(res.body);
}
