import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CreateWebhookResponse, WebhookDelivery, WebhookEventType, WebhookPayload } from '@ticklist/contracts';
import { Webhook } from 'standardwebhooks';
import { Api } from './http';

export interface Received {
  headers: Record<string, string>;
  body: string;
  payload: WebhookPayload;
}

/**
 * A real webhook receiver on loopback: it records every POST and answers `status` (settable:
 * 500 to play "down"). `stop()` closes it; `listen()` opens it again on the same port.
 */
export class Receiver {
  readonly received: Received[] = [];
  status = 200;
  private server?: Server;
  port = 0;

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async listen(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (this.status >= 200 && this.status < 300) {
          this.received.push({ headers: req.headers as Record<string, string>, body, payload: JSON.parse(body) as WebhookPayload });
        }
        res.writeHead(this.status, { 'content-type': 'text/plain' }).end(this.status < 300 ? 'ok' : 'receiver says no');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Waits until `predicate` holds for the received list (polling: the sender works in the background). */
  async waitFor(predicate: (received: Received[]) => boolean, timeoutMs = 15_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    while (!predicate(this.received)) {
      if (Date.now() > until) throw new Error(`receiver: condition not met; got ${this.received.map((r) => r.payload.type).join(', ')}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received;
  }

  ofType<T extends WebhookEventType>(type: T): WebhookPayload<T>[] {
    return this.received.filter((r) => r.payload.type === type).map((r) => r.payload as WebhookPayload<T>);
  }
}

/** Verifies a received delivery with the standardwebhooks library and the given secret; throws when it does not verify. */
export function verify(secret: string, received: Received): unknown {
  return new Webhook(secret).verify(received.body, received.headers);
}

export const WEBHOOK_ENV = { WEBHOOKS_ALLOW_PRIVATE: 'on', WEBHOOKS_ALLOW_INSECURE: 'on', WEBHOOKS_RETRY_BASE_MS: '100' };

export async function addWebhook(api: Api, token: string, url: string, events: WebhookEventType[]): Promise<CreateWebhookResponse> {
  const res = await api.post<CreateWebhookResponse>('/api/user/webhooks', { url, events }, token);
  if (res.status !== 201) throw new Error(`create webhook: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export async function deliveries(api: Api, token: string, id: string): Promise<WebhookDelivery[]> {
  return (await api.get<{ deliveries: WebhookDelivery[] }>(`/api/user/webhooks/${id}/deliveries`, token)).body.deliveries;
}

/** Polls the delivery log until `predicate` holds. */
export async function waitForDeliveries(api: Api, token: string, id: string, predicate: (d: WebhookDelivery[]) => boolean, timeoutMs = 15_000): Promise<WebhookDelivery[]> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const list = await deliveries(api, token, id);
    if (predicate(list)) return list;
    if (Date.now() > until) throw new Error(`delivery log: condition not met: ${JSON.stringify(list.slice(0, 3))}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Endpoints that never answer: a loopback server that accepts every POST and holds it open until
 * `stop()`. `open` counts the requests held now, `maxOpen` the most held at once, `firstAt` is when
 * the first one came (Date.now()); each path is a separate endpoint (`url(i)`).
 */
export class HangingReceiver {
  open = 0;
  maxOpen = 0;
  firstAt = 0;
  private server?: Server;
  private port = 0;

  url(i: number): string {
    return `http://127.0.0.1:${this.port}/hang/${i}`;
  }

  async listen(): Promise<this> {
    this.server = createServer((req) => {
      this.firstAt ||= Date.now();
      this.open += 1;
      this.maxOpen = Math.max(this.maxOpen, this.open);
      req.resume();
      req.socket.once('close', () => (this.open -= 1));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  /** Waits until `open` reaches `n`. */
  async waitForOpen(n: number, timeoutMs = 15_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    while (this.open < n) {
      if (Date.now() > until) throw new Error(`hanging receiver: ${this.open} requests held, waited for ${n}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  stop(): Promise<void> {
    if (!this.server) return Promise.resolve();
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server!.close(() => resolve()));
  }
}
