import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './generated/openapi';

/** Every route of the API, typed from its OpenAPI document: `client.GET('/api/checklist/{id}', { params: { path: { id } } })`. */
export type TicklistClient = Client<paths>;

export interface TicklistClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the deployment is, such as `https://ticklist.example.com` (the paths start with `/api`). */
  baseUrl: string;
  /** A personal access token (`tl_pat_…`, Account › Access tokens); a write token for changes. */
  token: string;
}

/**
 * A typed client (openapi-fetch) that sends the token as a bearer on every request. Answers are
 * `{ data, error, response }`: `data` on a 2xx, else `error` with the API's `{ message, errors? }`.
 */
export function createTicklistClient({ baseUrl, token, ...options }: TicklistClientOptions): TicklistClient {
  const client = createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/+$/, '') });
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  });
  return client;
}
