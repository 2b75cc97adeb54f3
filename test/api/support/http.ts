/** The e2e suites' HTTP client is the test kit's: JSON in, status + JSON out. */
export { Api, type ApiResponse } from '../../kit';

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
